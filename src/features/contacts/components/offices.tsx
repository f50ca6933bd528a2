import { getTranslations } from 'next-intl/server'

import { AccordionItem } from '@/components/ui/accordion'
import type { Locale } from '@/i18n/locales'

import type { Office } from '../queries'

import styles from './contacts.module.css'

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** One department: its e-mail and phone, and its people, each as mailto:/tel: links. */
export async function OfficeDetails({ locale, office }: { locale: Locale; office: Office }) {
  const t = await getTranslations({ locale, namespace: 'ContactWizard' })
  return (
    <div className={styles.office}>
      <dl className={styles.lines}>
        <dt>{t('officeEmail')}</dt>
        <dd>
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </dd>
        {office.phone ? (
          <>
            <dt>{t('officePhone')}</dt>
            <dd>
              <a href={tel(office.phone)}>{office.phone}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {office.people.length > 0 ? (
        <>
          <p className={styles.lines}>
            <span className={styles.personRole}>{t('people')}</span>
          </p>
          <ul className={styles.people}>
            {office.people.map((p) => (
              <li key={`${p.name}-${p.email}`} className={styles.person}>
                <span className={styles.personName}>{p.name}</span>
                {p.role ? <span className={styles.personRole}>{p.role}</span> : null}
                {p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : null}
                {p.phone ? <a href={tel(p.phone)}>{p.phone}</a> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * Every office (spec §2 "offices list"; §4: a plain list on wide screens, accordions on narrow ones). Both are in
 * the HTML and CSS shows one, so the list needs no JavaScript and never changes shape after loading; the hidden
 * one is `display: none`, out of reach of the keyboard and of screen readers.
 */
export async function OfficeList({ locale, offices }: { locale: Locale; offices: Office[] }) {
  return (
    <>
      <ul className={styles.officesPlain}>
        {offices.map((office) => (
          <li key={office.id}>
            <h3 className={styles.officeName}>{office.name}</h3>
            <OfficeDetails locale={locale} office={office} />
          </li>
        ))}
      </ul>
      <div className={styles.officesAccordion}>
        {offices.map((office) => (
          <AccordionItem key={office.id} title={<h3 className={styles.officeName}>{office.name}</h3>}>
            <OfficeDetails locale={locale} office={office} />
          </AccordionItem>
        ))}
      </div>
    </>
  )
}
