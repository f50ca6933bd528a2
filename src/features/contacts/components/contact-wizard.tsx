import { getTranslations } from 'next-intl/server'

import { FocusOnHash } from '@/core/focus-on-hash.client'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { provinces } from '@/lib/provinces'

import { formGuard } from '../forms/guard'
import { findAgent, getContactContent } from '../queries'
import { answerId, requestBySlug, requestHref, type RequestType, requestTypes, wizardParams } from '../requests'
import { ContactForm } from './contact-form.client'
import { FormTime } from './form-kit.client'
import { contactFormTexts } from './form-texts'
import { OfficeDetails, OfficeList } from './offices'

import styles from './contacts.module.css'
import buttons from '@/components/ui/button.module.css'

export type WizardQuery = Record<string, string | string[] | undefined>

const param = (query: WizardQuery, name: string) => {
  const value = query[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * The contact page (spec §2: a request wizard). Step one lists the request types as links; step two, at
 * `?richiesta=…`, answers the chosen one with its department (office, people, timetable) or its form. Each step
 * is a URL, so it works without JavaScript and with the keyboard, and can be linked to from other pages.
 */
export async function ContactWizard({ locale, query }: { locale: Locale; query: WizardQuery }) {
  const [t, content] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactWizard' }),
    getContactContent(locale),
  ])
  const request = requestBySlug(locale, param(query, wizardParams.request[locale]))
  const listed = requestTypes.filter((r) => r.listed)
  return (
    <>
      <section className={styles.section} aria-labelledby="wizard-step-one">
        <h2 id="wizard-step-one" className={styles.heading}>
          {t('stepOne')}
        </h2>
        <p className={styles.lead}>{t('stepOneLead')}</p>
        <FormTime token={formGuard().token} />
        <ul className={styles.choices}>
          {listed.map((r) => (
            <li key={r.key}>
              <Link
                locale={locale}
                href={requestHref(locale, r)}
                className={styles.choice}
                aria-current={request?.key === r.key ? 'true' : undefined}
                scroll={false}
              >
                <span className={styles.choiceTitle}>{t(`requests.${r.key}` as never)}</span>
                <span className={styles.choiceHint}>{t(`hints.${r.key}` as never)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {request ? (
        <WizardAnswer locale={locale} request={request} agentId={param(query, wizardParams.agent[locale])} />
      ) : null}
      <section className={styles.section} aria-labelledby="offices-heading">
        <h2 id="offices-heading" className={styles.heading}>
          {t('offices')}
        </h2>
        <p className={styles.lead}>{t('officesLead')}</p>
        <OfficeList locale={locale} offices={content.offices} />
        {content.timetable ? (
          <>
            <h3 className={`${styles.officeName} ${styles.timetableHeading}`}>{t('timetable')}</h3>
            <p className={styles.timetable}>{content.timetable}</p>
          </>
        ) : null}
      </section>
    </>
  )
}

async function WizardAnswer({ locale, request, agentId }: { locale: Locale; request: RequestType; agentId?: string }) {
  const [t, content] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactWizard' }),
    getContactContent(locale),
  ])
  const { answer } = request
  let body
  if (answer.kind === 'office') {
    const office = content.offices.find((o) => o.audience === answer.audience) ?? content.offices[0]
    body = office ? (
      <>
        <h3 className={styles.officeName}>
          {t('writeTo')} {office.name}
        </h3>
        <OfficeDetails locale={locale} office={office} />
        {answer.audience === 'orders' && content.orders ? <p className={styles.timetable}>{content.orders}</p> : null}
        {content.timetable ? (
          <p className={styles.timetable}>
            <strong>{t('timetable')}:</strong> {content.timetable}
          </p>
        ) : null}
      </>
    ) : null
  } else if (answer.kind === 'form') {
    const agent = request.key === 'agent' ? await findAgent(locale, agentId) : null
    body = (
      <>
        <p>{t('formLead')}</p>
        {request.key === 'agent' && !agent ? <p role="status">{t('agentUnknown')}</p> : null}
        <ContactForm
          locale={locale}
          permalink={getPathname({ locale, href: requestHref(locale, request, agent?.id) })}
          requestKey={request.key}
          agent={agent ? { id: agent.id, name: agent.name } : undefined}
          guard={formGuard()}
          provinces={provinces.map((p) => ({ code: p.code, name: p.name, region: p.region[locale] }))}
          texts={await contactFormTexts(locale, agent?.name)}
        />
      </>
    )
  } else {
    body = (
      <>
        <p>{t('jobLead')}</p>
        <p>
          <Link locale={locale} href={answer.pathname} className={buttons.button}>
            {t('jobCta')}
          </Link>
        </p>
      </>
    )
  }
  return (
    <section id={answerId[locale]} className={styles.answer} aria-labelledby="wizard-answer" tabIndex={-1}>
      <FocusOnHash id={answerId[locale]} state={`${request.key}:${agentId ?? ''}`} />
      <h2 id="wizard-answer" className={styles.heading}>
        {t('yourRequest', { request: t(`requests.${request.key}` as never) })}
      </h2>
      {body}
      <Link locale={locale} href="/contacts" className={styles.back}>
        ← {t('chooseAnother')}
      </Link>
    </section>
  )
}
