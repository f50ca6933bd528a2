import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'

import { requestBySlug, requestHref, wizardParams } from '../requests'
import { DraftCleaner } from './draft-cleaner.client'

import buttons from '@/components/ui/button.module.css'
import prose from '@/core/prose.module.css'

type Outcome = 'requestSent' | 'requestError' | 'applicationSent' | 'applicationError'

/**
 * The page a contact or job form ends on (spec §4 "Forms", §8): success, or the error with a try-again link back to
 * the same form, where the visitor finds what they typed (kept in the tab until a success page clears it).
 */
export async function ResultView({
  locale,
  outcome,
  request,
}: {
  locale: Locale
  outcome: Outcome
  /** The request whose form failed, from the error page's query. */
  request?: string
}) {
  const t = await getTranslations({ locale, namespace: 'Contacts' })
  const failed = outcome === 'requestError' || outcome === 'applicationError'
  const retried = request ? requestBySlug(locale, request) : undefined
  const retry =
    outcome === 'applicationError'
      ? ('/candidates' as const)
      : retried
        ? requestHref(locale, retried)
        : ('/contacts' as const)
  return (
    <section className={prose.page} role={failed ? 'alert' : 'status'}>
      <PageIntro title={t(outcome)} />
      {failed ? (
        <p>
          <Link locale={locale} href={retry} className={buttons.button}>
            {t('tryAgain')}
          </Link>
        </p>
      ) : (
        <>
          <DraftCleaner names={[outcome === 'requestSent' ? 'contact' : 'job']} />
          <p>
            <Link locale={locale} href="/" className={buttons.buttonGhost}>
              {t('backHome')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

export const requestParam = (locale: Locale) => wizardParams.request[locale]
