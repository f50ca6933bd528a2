import 'server-only'

import { en as payloadEn } from '@payloadcms/translations/languages/en'
import { it as payloadIt } from '@payloadcms/translations/languages/it'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import type { AuthAction } from '@/lib/rate-limit/auth-limits'

import { getAuthLimiter } from '../auth/limiter'
import { oneAtATime } from '../auth/one-at-a-time'
import { authTexts } from '../auth/texts'
import { Customers } from '../collections/customers'
import { Users } from '../collections/users'
import type { ApiGuard } from '.'
import { payloadLanguage } from './refusals'

/**
 * Sign-in, code and password-reset endpoints of the auth collections (decision 016): every request is counted by
 * the sign-in limits before Payload sees it and refused with a 429 and Retry-After past them; malformed input
 * gets a 400 here instead of a 500 inside Payload; a "forgot password" answer takes the same time whether the
 * account exists or not.
 */
const collections = [Users, Customers]
const endpoint = new RegExp(
  `^/api/(${collections.map((c) => c.slug).join('|')})/(login|forgot-password|reset-password|unlock|first-register|refresh-token|verify/[^/]+)/?$`,
)

/** Answers no sooner than this after the request arrived, whatever the account: covers the database's work. */
const MIN_ANSWER_MS: Partial<Record<string, number>> = { 'forgot-password': 400 }

const MAX_BODY_BYTES = 16 * 1024
const email = z.string().max(254)
const secret = z.string().max(1024)
const bodies: Record<string, z.ZodType> = {
  login: z.looseObject({ email: email.optional(), password: secret.optional() }),
  'forgot-password': z.looseObject({ email: email.optional() }),
  unlock: z.looseObject({ email: email.optional() }),
  'reset-password': z.looseObject({ token: secret.optional(), password: secret.optional() }),
  'first-register': z.looseObject({ email: email.optional(), password: secret.optional() }),
}

/** The body as Payload reads it: JSON, or the admin's form data with its JSON in `_payload`. */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? ''
  const copy = request.clone()
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await copy.formData()
      const json = form.get('_payload')
      if (typeof json === 'string') return JSON.parse(json) as Record<string, unknown>
      return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
    }
    const text = await copy.text()
    if (text.length > MAX_BODY_BYTES) return null
    if (!text.trim()) return {}
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function answer(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ errors: [{ message }] }, { status, headers })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Payload's own answer to a reset request, in the language Payload would pick for this request (the admin's
 * choice, else the browser's, else Italian): for a request whose mail is withheld, so that it reads as any other.
 */
function resetRequested(request: Request): Response {
  const words = payloadLanguage(request) === 'en' ? payloadEn : payloadIt
  return Response.json({ message: words.translations.general.success }, { status: 200 })
}

export const authRateLimit: ApiGuard = async (request, next) => {
  if (request.method !== 'POST') return next()
  const match = endpoint.exec(new URL(request.url).pathname)
  if (!match) return next()
  const started = Date.now()
  const [, collection, route] = match as unknown as [string, string, string]
  const name = route.startsWith('verify/') ? 'verify' : route
  const locale: Locale = payloadLanguage(request)
  const t = authTexts(locale)

  const body = await readBody(request)
  const schema = bodies[name]
  if (body === null || (schema && !schema.safeParse(body).success)) return answer(400, t('badRequest'))

  const action: AuthAction = name === 'login' || name === 'forgot-password' ? name : 'other'
  const account = typeof body.email === 'string' ? body.email.toLowerCase().trim() : ''
  const attempt = { action, collection, account, address: clientAddress(request.headers, env.TRUST_PROXY) }
  const limiter = await getAuthLimiter(await getPayloadClient())
  let verdict: Awaited<ReturnType<typeof limiter.check>>
  try {
    verdict = await limiter.check(attempt)
  } catch (error) {
    // The store is down (Redis, the database): let sign-ins through rather than lock everybody out.
    console.error('sign-in limits not applied:', error)
    verdict = { allowed: true }
  }
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))
    return answer(429, t('tooManyAttempts', { seconds }), { 'Retry-After': String(seconds) })
  }

  // The account has had its reset mails for the hour, asked from addresses it never signed in from: none is sent,
  // and the answer is the one a sent mail gets (the last link sent is still in its inbox, and valid).
  if ('withholdMail' in verdict) {
    console.warn(`sign-in limits: a reset mail for a ${collection} account withheld, the account has had its mails`)
    const wait = (MIN_ANSWER_MS[name] ?? 0) - (Date.now() - started)
    if (wait > 0) await sleep(wait)
    return resetRequested(request)
  }

  // Neither collection verifies e-mail addresses: Payload would look for a column that does not exist (a 500).
  const config = collections.find((c) => c.slug === collection)!
  if (name === 'verify' && !(typeof config.auth === 'object' && config.auth.verify)) {
    return answer(404, t('nothingToVerify'))
  }

  // Sign-ins of one account in turn: each writes the account's list of sessions (auth/one-at-a-time.ts).
  const response = action === 'login' && account ? await oneAtATime(`${collection}:${account}`, next) : await next()
  if (action === 'login' && response.status === 200) {
    await limiter.succeeded(attempt).catch((error: unknown) => console.error('sign-in limits:', error))
  }
  const wait = (MIN_ANSWER_MS[name] ?? 0) - (Date.now() - started)
  if (wait > 0) await sleep(wait)
  return response
}
