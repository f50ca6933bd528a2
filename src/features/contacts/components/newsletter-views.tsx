import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { answerWithStatus } from '@/lib/request-context'

import { rateLimited, visitorAddress } from '../forms/guard'
import { confirmTarget, type LinkOutcome, unsubscribeTarget } from '../forms/newsletter'
import { confirmNewsletter, unsubscribeNewsletter } from '../newsletter-actions'
import { DraftCleaner } from './draft-cleaner.client'

import own from './newsletter.module.css'
import buttons from '@/components/ui/button.module.css'
import prose from '@/core/prose.module.css'

/**
 * The pages a newsletter sign-up goes through (decision 018): "check your inbox" after the form (the same for every
 * address), the confirmation link's answer, the unsubscribe link's question and its answer. Each works without
 * JavaScript; a bad or expired link says so and leads back to the form.
 */
type Outcome = LinkOutcome | 'checkInbox' | 'limited'

const titles = {
  checkInbox: ['Meta', 'newsletterCheckInbox.title'],
  confirmed: ['Newsletter', 'confirmedTitle'],
  unsubscribed: ['Meta', 'newsletterUnsubscribed.title'],
  expired: ['Newsletter', 'linkExpiredTitle'],
  invalid: ['Newsletter', 'linkInvalidTitle'],
  limited: ['Newsletter', 'limitedTitle'],
} as const

async function OutcomeView({ locale, outcome }: { locale: Locale; outcome: Outcome }) {
  const [t, meta, forms, contacts] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Forms' }),
    getTranslations({ locale, namespace: 'Contacts' }),
  ])
  const [namespace, key] = titles[outcome]
  const title = namespace === 'Meta' ? meta(key) : t(key)
  const failed = outcome === 'expired' || outcome === 'invalid' || outcome === 'limited'
  // A link that is not valid, expired, or tried too often: said with its status too (decision 077).
  if (failed) answerWithStatus(outcome === 'expired' ? 410 : outcome === 'limited' ? 429 : 400)
  const text =
    outcome === 'expired'
      ? t('linkExpired')
      : outcome === 'invalid'
        ? t('linkInvalid')
        : outcome === 'limited'
          ? forms('rateLimited', { minutes: 10 })
          : t(outcome)
  return (
    <section className={prose.page} role={failed ? 'alert' : 'status'}>
      <PageIntro title={title} />
      <p>{text}</p>
      {failed ? (
        <p>
          <Link locale={locale} href="/newsletter" className={buttons.button}>
            {t('signUpAgain')}
          </Link>
        </p>
      ) : (
        <p>
          {outcome === 'checkInbox' ? <DraftCleaner names={['newsletter']} /> : null}
          <Link locale={locale} href="/" className={buttons.buttonGhost}>
            {contacts('backHome')}
          </Link>
        </p>
      )}
    </section>
  )
}

export const CheckInboxView = ({ locale }: { locale: Locale }) => <OutcomeView locale={locale} outcome="checkInbox" />

export const UnsubscribedView = ({ locale }: { locale: Locale }) => (
  <OutcomeView locale={locale} outcome="unsubscribed" />
)

/** Mailed tokens are rate limited per address, like the forms: nobody guesses their way through them. */
const linkLimited = async () => (await rateLimited('newsletterLink', await visitorAddress())) !== null

/** What each mailed link's page asks, and the button that does it. */
const questions = {
  confirm: {
    title: 'newsletterConfirm.title',
    question: 'confirmQuestion',
    button: 'confirmButton',
    action: confirmNewsletter,
  },
  unsubscribe: {
    title: 'newsletterUnsubscribe.title',
    question: 'unsubscribe',
    button: 'unsubscribeButton',
    action: unsubscribeNewsletter,
  },
} as const

/** A mailed link's question about `email` and its button (a POST): opening the link changes nothing. */
async function LinkQuestion({
  locale,
  token,
  email,
  kind,
}: {
  locale: Locale
  token: unknown
  email: string
  kind: keyof typeof questions
}) {
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    getTranslations({ locale, namespace: 'Meta' }),
  ])
  const { title, question, button, action } = questions[kind]
  return (
    <section className={prose.page}>
      <PageIntro title={meta(title)} />
      <p>{t(question, { email })}</p>
      <form action={action} className={own.unsubscribe}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={String(token)} />
        <button type="submit" className={buttons.button}>
          {t(button)}
        </button>
      </form>
    </section>
  )
}

/** The confirmation link: a question and a button, never a confirmation on opening; or why it cannot confirm. */
export async function ConfirmView({ locale, token }: { locale: Locale; token: unknown }) {
  if (await linkLimited()) return <OutcomeView locale={locale} outcome="limited" />
  const target = await confirmTarget(token)
  if ('outcome' in target) return <OutcomeView locale={locale} outcome={target.outcome} />
  return <LinkQuestion locale={locale} token={token} email={target.doc.email} kind="confirm" />
}

/** The unsubscribe link: a question and a button (a POST), never an unsubscription on opening. */
export async function UnsubscribeView({ locale, token }: { locale: Locale; token: unknown }) {
  if (await linkLimited()) return <OutcomeView locale={locale} outcome="limited" />
  const email = await unsubscribeTarget(token)
  if (!email) return <OutcomeView locale={locale} outcome="invalid" />
  return <LinkQuestion locale={locale} token={token} email={email} kind="unsubscribe" />
}
