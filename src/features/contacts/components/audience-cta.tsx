import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import { requestByKey, requestHref } from '../requests'

import styles from './contacts.module.css'
import buttons from '@/components/ui/button.module.css'

/** The Horeca, producers and work-with-us pages are read-only (spec §2); each leads to its form. */
export async function AudienceCta({ locale, audience }: { locale: Locale; audience: 'horeca' | 'producers' | 'work' }) {
  const t = await getTranslations({ locale, namespace: 'AudiencePages' })
  if (audience === 'work') {
    const contacts = await getTranslations({ locale, namespace: 'Contacts' })
    return (
      <>
        {/* The job form exists in Italian only (spec §2): the English page says so, and links to the Italian one. */}
        {locale === 'it' ? null : <p className={styles.notice}>{contacts('onlyItalian')}</p>}
        <p className={styles.cta}>
          <a href={getPathname({ href: '/candidates', locale: 'it' })} hrefLang="it" className={buttons.button}>
            {t('workCta')}
          </a>
        </p>
      </>
    )
  }
  const request = requestByKey(audience === 'horeca' ? 'becomeCustomer' : 'producers')!
  return (
    <p className={styles.cta}>
      <Link locale={locale} href={requestHref(locale, request)} className={buttons.button}>
        {t(audience === 'horeca' ? 'horecaCta' : 'producersCta')}
      </Link>
    </p>
  )
}
