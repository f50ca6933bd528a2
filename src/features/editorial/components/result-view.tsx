import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import prose from '@/core/prose.module.css'

type Outcome = 'requestSent' | 'requestError' | 'applicationSent' | 'applicationError'

/** The page a contact or job form ends on: success, or error with a try-again link. */
export async function ResultView({ locale, outcome }: { locale: Locale; outcome: Outcome }) {
  const t = await getTranslations({ locale, namespace: 'Contacts' })
  const retry =
    outcome === 'requestError' ? '/contacts' : outcome === 'applicationError' ? '/contacts/work-with-us' : null
  return (
    <section className={prose.page} role={retry ? 'alert' : 'status'}>
      <PageIntro title={t(outcome)} />
      {retry ? (
        <p>
          <Link href={retry}>{t('tryAgain')}</Link>
        </p>
      ) : null}
    </section>
  )
}
