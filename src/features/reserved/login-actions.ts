'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { getAuthLimiter } from '@/cms/auth/limiter'
import { oneAtATime } from '@/cms/auth/one-at-a-time'
import { asLocale, type Locale } from '@/i18n/locales'
import { reservedReturnToCarry, signInLanding } from '@/i18n/login-address'
import { localizePath } from '@/i18n/route-table'
import { retryWhenBusy } from '@/lib/busy'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { asFormData, sentByScript } from '@/lib/form-data'
import { LOGIN_COOKIE } from '@/lib/login-cookie'
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '@/lib/password-policy'
import { getPayloadClient } from '@/lib/payload'
import { answerWithStatus } from '@/lib/request-context'

import { issueCode } from './codes'

/**
 * The built-in login's server actions (DESIGN.md "External login page"; docs/decisions/027): sign-in with e-mail and
 * password, which issues a one-time code and sends the customer back to the page they asked for with it (where the
 * guard verifies it); the reset mail; the new password. Each is rate limited by the sign-in limits (per address,
 * per account, never locking the owner out: src/lib/rate-limit/auth-limits.ts) and answers the same whether an
 * account exists or not. They work without JavaScript: the browser posts the form and the page answers.
 */
export type LoginFormState = {
  values: { email?: string }
  /** Field → its message, in the form's language. */
  errors: Record<string, string>
  /** The form's own message, in the form's language. */
  message?: string
  done?: boolean
  /** Where the browser goes next, when the form was sent by its script: a full page load. */
  next?: string
  at: number
}

/** A field's message: its key, with the values it names. */
type FieldMessage = MessageKey | { key: MessageKey; values: Record<string, number> }

/**
 * A new password's problem in the words of spec §5's catalogue where it has them (`min`, `max`: "the field must be at
 * least 12 characters long"), as every other form of the site says them; the policy's own problems in its words.
 */
function passwordMessage(problem: PasswordProblem): FieldMessage {
  if (problem === 'tooShort') return { key: 'Validation.min', values: { length: PASSWORD_MIN_LENGTH } }
  if (problem === 'tooLong') return { key: 'Validation.max', values: { length: PASSWORD_MAX_LENGTH } }
  return `Auth.password.${problem}`
}

type Problem = { problem?: 'credentials' | 'busy' | 'busyGrowing' | 'invalidLink'; minutes?: number }

const problemStatus = { credentials: 401, busy: 429, busyGrowing: 429, invalidLink: 400 } as const

/** The answer in the form's language: field errors and the form's message as texts, what was typed kept. */
async function answerIn(
  locale: Locale,
  {
    errors = {},
    problem,
    minutes,
    ...rest
  }: Omit<Partial<LoginFormState>, 'errors'> & Problem & { errors?: Record<string, FieldMessage> },
): Promise<LoginFormState> {
  const t = await getTranslations({ locale })
  // The status a browser that sent the form without JavaScript gets with the messages (decision 077).
  const status = problem ? problemStatus[problem] : Object.keys(errors).length > 0 ? 400 : null
  if (status) answerWithStatus(status)
  return {
    values: {},
    at: Date.now(),
    ...rest,
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, error]) =>
        typeof error === 'string' ? [field, t(error)] : [field, t(error.key, error.values)],
      ),
    ),
    message: problem ? t(`Login.errors.${problem}`, { minutes: minutes ?? 1 }) : undefined,
  }
}

const MINUTE = 60_000
/**
 * A field's text, at most `max` characters as the password rule counts them (whole characters, not UTF-16 units): a
 * password of emoji accepted at its reset was cut by the units at sign-in, half an emoji short, and never matched (the
 * thirty-second check from outside). A character is at most two units, so the slice before the count bounds its cost.
 */
const text = (formData: FormData, name: string, max: number) => {
  const value = formData.get(name)
  return typeof value === 'string'
    ? Array.from(value.slice(0, 2 * max))
        .slice(0, max)
        .join('')
    : ''
}

/** Counts the attempt in the sign-in limits; `busy` is the answer to give when it is over them. */
async function limiterCheck(action: 'login' | 'forgot-password', email: string) {
  const address = clientAddress(await headers(), env.TRUST_PROXY)
  const attempt = { action, collection: 'customers', account: email.toLowerCase(), address }
  const limiter = await getAuthLimiter(await getPayloadClient())
  const verdict = await limiter.check(attempt)
  const busy = verdict.allowed
    ? null
    : ({
        // A lockout that each try lengthens says so: a customer who tried again early was locked out for 15 minutes
        // without knowing why the wait grew (the thirtieth check from outside).
        problem: 'grows' in verdict && verdict.grows ? 'busyGrowing' : 'busy',
        minutes: Math.max(1, Math.ceil(verdict.retryAfterMs / MINUTE)),
      } as const)
  // A reset asked once too often for the account by addresses it never signed in from: answered as sent, not sent.
  const withholdMail = 'withholdMail' in verdict
  return { limiter, attempt, busy, withholdMail }
}

type MessageKey = Parameters<Awaited<ReturnType<typeof getTranslations<never>>>>[0]

function checkEmail(email: string): MessageKey | null {
  if (!email.trim()) return 'Validation.required'
  return z.email().safeParse(email.trim()).success ? null : 'Validation.email'
}

export async function signIn(_previous: LoginFormState, form: unknown): Promise<LoginFormState> {
  const formData = asFormData(form)
  const locale = asLocale(text(formData, 'locale', 5))
  const email = text(formData, 'email', 254).trim()
  const password = text(formData, 'password', PASSWORD_MAX_LENGTH)
  const answer = (state: Parameters<typeof answerIn>[1]) => answerIn(locale, { values: { email }, ...state })
  const errors: Record<string, MessageKey> = {}
  const emailError = checkEmail(email)
  if (emailError) errors.email = emailError
  if (!password) errors.password = 'Validation.required'
  if (Object.keys(errors).length > 0) return answer({ errors })

  const { limiter, attempt, busy } = await limiterCheck('login', email)
  if (busy) return answer(busy)
  const payload = await getPayloadClient()
  let customerId: number | string
  try {
    // The collection's hooks make an unknown e-mail cost what a wrong password does, and refuse inactive accounts.
    // A sign-in writes its session: one that met another writer on SQLite is tried again, not told "wrong password".
    const result = await oneAtATime(`customers:${email.toLowerCase()}`, () =>
      retryWhenBusy(() => payload.login({ collection: 'customers', data: { email, password } })),
    )
    if (!result.user) return answer({ problem: 'credentials' })
    customerId = result.user.id
  } catch {
    return answer({ problem: 'credentials' })
  }
  await limiter.succeeded(attempt)
  const code = await issueCode(payload, customerId)
  // A session of someone else in this browser ends here: the code starts a new one.
  ;(await cookies()).delete(LOGIN_COOKIE)
  const target = signInLanding(text(formData, 'return', 2048), locale)
  const next = `${target}${target.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`
  // Sent by the page's script (Next's `Next-Action` header): the script makes a full page load, so that the guard
  // answers the browser itself (cookie stored, code gone from the address), which a router navigation would hide
  // behind the code's address. A form sent without JavaScript follows this redirect.
  if (await sentByScript()) return answer({ next, values: {} })
  redirect(next)
}

export async function askPasswordReset(_previous: LoginFormState, form: unknown): Promise<LoginFormState> {
  const formData = asFormData(form)
  const locale = asLocale(text(formData, 'locale', 5))
  const email = text(formData, 'email', 254).trim()
  const answer = (state: Parameters<typeof answerIn>[1]) => answerIn(locale, { values: { email }, ...state })
  const emailError = checkEmail(email)
  if (emailError) return answer({ errors: { email: emailError } })
  const { busy, withholdMail } = await limiterCheck('forgot-password', email)
  if (busy) return answer(busy)
  if (withholdMail) return answer({ done: true, values: {} })
  const payload = await getPayloadClient()
  try {
    // The mail's language and link follow `locale` (src/cms/auth/reset-mail.ts).
    await retryWhenBusy(() =>
      payload.forgotPassword({
        collection: 'customers',
        data: { email },
        // The reserved page asked for travels in the mail's link (src/cms/auth/reset-mail.ts).
        req: {
          data: { locale, return: reservedReturnToCarry(text(formData, 'return', 2048), locale) },
          headers: new Headers({ 'Accept-Language': locale }),
        },
      }),
    )
  } catch (error) {
    // An unknown address answers the same as a known one; a failure to send is logged, not told.
    console.error('reserved area: reset mail not sent', error)
  }
  return answer({ done: true, values: {} })
}

export async function resetPassword(_previous: LoginFormState, form: unknown): Promise<LoginFormState> {
  const formData = asFormData(form)
  const locale = asLocale(text(formData, 'locale', 5))
  const token = text(formData, 'token', 512)
  const password = text(formData, 'password', PASSWORD_MAX_LENGTH + 1)
  const confirm = text(formData, 'confirm', PASSWORD_MAX_LENGTH + 1)
  const answer = (state: Parameters<typeof answerIn>[1]) => answerIn(locale, state)
  if (!token) return answer({ problem: 'invalidLink' })
  const problem = password ? checkPassword(password) : null
  if (!password) return answer({ errors: { password: 'Validation.required' } })
  if (problem) return answer({ errors: { password: passwordMessage(problem) } })
  if (password !== confirm) return answer({ errors: { confirm: 'Validation.confirmed' } })
  const { busy, limiter, attempt } = await limiterCheck('forgot-password', '')
  if (busy) return answer(busy)
  const payload = await getPayloadClient()
  let email: unknown
  try {
    // The customer's open sessions end with it (src/cms/auth/hooks.ts `endSessionsOnReset`).
    const { user } = await retryWhenBusy(() =>
      payload.resetPassword({
        collection: 'customers',
        data: { token, password },
        overrideAccess: true,
      }),
    )
    email = (user as { email?: unknown } | undefined)?.email
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    // The policy's own check (with the account's e-mail) may still refuse it: told on the field.
    if (/password/i.test(message) && !/token/i.test(message)) return answer({ errors: { password: 'Login.weak' } })
    return answer({ problem: 'invalidLink' })
  }
  // The mailed link proves the account is theirs: the wait their failed sign-ins earned from this address ends with it,
  // as with a sign-in (the twenty-fourth check from outside: a customer who had reset the password was still told to
  // wait, up to 15 minutes).
  if (typeof email === 'string') await limiter.succeeded({ ...attempt, account: email.toLowerCase() })
  // The login page, saying the password is changed, and leading to the page the customer asked for. Not as an `error`
  // (the twenty-seventh check from outside: a success read `?error=reset`).
  const query = new URLSearchParams({ reset: 'done' })
  const returnTo = reservedReturnToCarry(text(formData, 'return', 2048), locale)
  if (returnTo) query.set('return', returnTo)
  redirect(`${localizePath('/login', locale)}?${query}`)
}
