import 'server-only'

import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import type { Query } from '@/core/route-page'
import { alternatePath } from '@/i18n/alternate-path'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import {
  loginAddress,
  type LoginProblem,
  loginProblems,
  reservedReturn,
  reservedReturnToCarry,
} from '@/i18n/login-address'
import type { Href } from '@/i18n/navigation'
import { env } from '@/lib/env'
import { PASSWORD_MIN_LENGTH } from '@/lib/password-policy'
import { getPayloadClient } from '@/lib/payload'
import { firstValue, tokenAlternateQuery } from '@/lib/query-value'

import { reservedSession } from '../session'
import { ForgotForm, LoginForm, type LoginLabels, ResetForm } from './login-forms.client'

import styles from './login.module.css'
import prose from '@/core/prose.module.css'

type LoginTexts = Awaited<ReturnType<typeof getTranslations<'Login'>>>

/** What the forms show, in the page's language (the client components read no messages of their own). */
const labels = (t: LoginTexts): LoginLabels => ({
  email: t('email'),
  password: t('password'),
  submit: t('submit'),
  submitting: t('submitting'),
  forgotSent: t('forgotSent'),
  forgotSubmit: t('forgotSubmit'),
  newPassword: t('newPassword'),
  confirmPassword: t('confirmPassword'),
  resetSubmit: t('resetSubmit'),
})

/**
 * The login page's state in its alternates (`queryRoute`'s `alternateQuery`): the page asked for, as the same page
 * in `target`, and why the page is shown again. The language switch led to the login page without them, and the
 * customer landed on the reserved area's home once signed in (the third check from outside).
 */
export function loginAlternateQuery(query: Query, target: Locale): URLSearchParams {
  const kept = new URLSearchParams()
  if (firstValue(query.return)) {
    const url = new URL(reservedReturn(firstValue(query.return), target), 'http://site.invalid')
    kept.set('return', `${alternatePath(url.pathname, target)}${url.search}`)
  }
  const problem = loginProblems.find((p) => p === firstValue(query.error))
  if (problem) kept.set('error', problem)
  if (passwordChanged(query)) kept.set('reset', 'done')
  return kept
}

/** Whether the login page follows a password changed with a mailed link (`?reset=done`; `?error=reset` before). */
const passwordChanged = (query: Query) => firstValue(query.reset) === 'done'

/** The reset page's state in its alternates: the mailed link's token, and the page asked for. */
export function resetAlternateQuery(query: Query, target: Locale): URLSearchParams {
  const kept = tokenAlternateQuery(query)
  for (const [name, value] of loginAlternateQuery({ return: query.return }, target)) kept.set(name, value)
  return kept
}

/**
 * The built-in login page (DESIGN.md "External login page"): where the guard sends a visitor without a session, with
 * the page they asked for in `return` and, after a failed or ended session, why in `error`. With the distributor's
 * login configured (LOGIN_URL), the guard sends visitors there; this page then only explains a problem and links on.
 */
export async function LoginView({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  const problem = loginProblems.find((p) => p === firstValue(query.error)) as LoginProblem | undefined
  const returnTo = firstValue(query.return)
  const notice = problem
    ? t(`errors.${problem}`, { minutes: 10 })
    : passwordChanged(query)
      ? t('errors.reset')
      : undefined
  // A customer already signed in is told so, with the way on (the ninth check from outside: an empty form, no sign
  // of the session); the form stays, for signing in with another account.
  const signedIn = await reservedSession()
  return (
    <article className={prose.page}>
      <PageIntro title={t('title')} lead={t('intro')} />
      <div className={styles.panel}>
        {signedIn ? (
          <div className={`${styles.message} ${styles.notice} ${styles.signedIn}`}>
            <p>{t('signedIn')}</p>
            <p>
              <a href={reservedReturn(returnTo, locale)}>{t('toReserved')}</a>
            </p>
          </div>
        ) : null}
        {env.LOGIN_URL ? (
          <>
            {notice ? <p className={styles.message}>{notice}</p> : null}
            <p>
              {/* The distributor's login page, which brings the customer back to the page they asked for. */}
              <a
                href={loginAddress(locale, reservedReturn(returnTo, locale), {
                  loginUrl: env.LOGIN_URL,
                  siteUrl: env.SITE_URL,
                })}
              >
                {t('external')}
              </a>
            </p>
          </>
        ) : (
          <>
            <LoginForm locale={locale} returnTo={returnTo} notice={notice} labels={labels(t)} />
            <div className={styles.links}>
              <Link locale={locale} href={withReturn('/login/forgot-password', returnTo, locale)}>
                {t('forgot')}
              </Link>
              <p>
                {t('noAccount')}{' '}
                <Link locale={locale} href="/contacts">
                  {t('contacts')}
                </Link>
              </p>
            </div>
          </>
        )}
      </div>
    </article>
  )
}

/**
 * A page of the forgotten password's way with the reserved page the customer asked for (`return`), which the way
 * carries to its end: the login page after the new password, and from there the page (decision 103). It went to the
 * reserved area's home (the twentieth check from outside).
 */
function withReturn(
  pathname: '/login' | '/login/forgot-password',
  returnTo: string | null | undefined,
  locale: Locale,
): Href {
  const carried = reservedReturnToCarry(returnTo, locale)
  return carried ? { pathname, query: { return: carried } } : pathname
}

export async function ForgotView({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  const returnTo = reservedReturnToCarry(firstValue(query.return), locale)
  return (
    <article className={prose.page}>
      <PageIntro title={t('forgotTitle')} lead={t('forgotIntro')} />
      <div className={styles.panel}>
        <ForgotForm locale={locale} returnTo={returnTo} labels={labels(t)} />
        <div className={styles.links}>
          <Link locale={locale} href={withReturn('/login', returnTo, locale)}>
            {t('back')}
          </Link>
        </div>
      </div>
    </article>
  )
}

/**
 * Whether a reset link still works, as Payload's `resetPassword` will find it: its token stored and not expired (a
 * used link's expiry is set to the moment it was used). A token is 20 random bytes: asking tells a guesser nothing.
 */
async function resetLinkWorks(token: string): Promise<boolean> {
  if (!token) return false
  const payload = await getPayloadClient()
  const user = await payload.db.findOne({
    collection: 'customers',
    where: {
      resetPasswordToken: { equals: token },
      resetPasswordExpiration: { greater_than: new Date().toISOString() },
    },
  })
  return Boolean(user)
}

export async function ResetView({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  const given = firstValue(query.token).slice(0, 512)
  // A used, expired or unknown link says so when opened, not after the new password was typed twice (the ninth check
  // from outside).
  const token = (await resetLinkWorks(given)) ? given : ''
  const returnTo = reservedReturnToCarry(firstValue(query.return), locale)
  return (
    <article className={prose.page}>
      <PageIntro title={t('resetTitle')} lead={token ? t('resetIntro', { min: PASSWORD_MIN_LENGTH }) : undefined} />
      <div className={styles.panel}>
        {token ? (
          <ResetForm
            locale={locale}
            token={token}
            returnTo={returnTo}
            minLength={PASSWORD_MIN_LENGTH}
            labels={labels(t)}
          />
        ) : (
          <p className={styles.message}>{t('errors.invalidLink')}</p>
        )}
        <div className={styles.links}>
          <Link locale={locale} href={withReturn('/login/forgot-password', returnTo, locale)}>
            {t('forgot')}
          </Link>
          <Link locale={locale} href={withReturn('/login', returnTo, locale)}>
            {t('back')}
          </Link>
        </div>
      </div>
    </article>
  )
}
