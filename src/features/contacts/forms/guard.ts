import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { headers } from 'next/headers'

import { hitAddressLimit } from '@/cms/auth/limiter'
import { captchaConfig } from '@/lib/captcha'
import { captchaProviders } from '@/lib/captcha-providers'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import type { Rule } from '@/lib/rate-limit/rules'

/**
 * What stands between a bot and the forms' outbox (DESIGN.md "Forms"; decision 017): a honeypot field that people
 * never see, a minimum fill time proven by a signed token the page hands out, a per-address rate limit, and a
 * captcha when one is configured. Each refusal but the honeypot's gets a message in the visitor's language.
 */
import type { FormGuard } from './fields'

export { HONEYPOT as HONEYPOT_FIELD, TOKEN as TOKEN_FIELD } from './fields'
export const MIN_FILL_MS = 3_000

const MINUTE = 60_000
export const formRules = {
  contact: { free: 10, windowMs: 10 * MINUTE },
  job: { free: 5, windowMs: 10 * MINUTE },
  newsletter: { free: 5, windowMs: 10 * MINUTE },
  /** The newsletter's mailed links (confirm, unsubscribe): generous, but no endless token guessing. */
  newsletterLink: { free: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, Rule>

export type FormKind = keyof typeof formRules

const sign = (value: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET).update(`form-token\n${value}`).digest('base64url').slice(0, 22)

/** The time the form was shown, signed: handed out with the page, checked when the form comes back. */
export function issueFormToken(now: number = Date.now()): string {
  const stamp = now.toString(36)
  return `${stamp}.${sign(stamp)}`
}

export function checkFormToken(token: unknown, now: number = Date.now()): 'ok' | 'tooFast' | 'invalid' {
  if (typeof token !== 'string' || token.length > 64) return 'invalid'
  const [stamp = '', mac = ''] = token.split('.')
  const expected = Buffer.from(sign(stamp))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  const shownAt = parseInt(stamp, 36)
  if (!Number.isFinite(shownAt) || shownAt > now + MINUTE) return 'invalid'
  return now - shownAt < MIN_FILL_MS ? 'tooFast' : 'ok'
}

/** The address of the visitor sending the form. */
export async function visitorAddress(): Promise<string> {
  return clientAddress(await headers(), env.TRUST_PROXY)
}

/** Counts one submission of `kind` from `address`: the minutes to wait when over the limit, else null. */
export async function rateLimited(kind: FormKind, address: string): Promise<number | null> {
  return minutesToWait(await hitAddressLimit(`form:${kind}`, formRules[kind], address))
}

/**
 * Every post of a contact or job form, refused ones too, against three times the form's limit: the limit itself counts
 * only the sends it takes (`rateLimited`, once the fields are right), and a visitor mending a refused form was asked to
 * wait after five tries at the job form (the thirty-third check from outside); a script posting junk still is.
 */
export async function postsLimited(kind: 'contact' | 'job', address: string): Promise<number | null> {
  const rule = { free: formRules[kind].free * 3, windowMs: formRules[kind].windowMs }
  return minutesToWait(await hitAddressLimit(`form-posts:${kind}`, rule, address))
}

// The counters unavailable (null): the submission is worth more than the limit.
const minutesToWait = (verdict: Awaited<ReturnType<typeof hitAddressLimit>>) =>
  !verdict || verdict.allowed ? null : Math.max(1, Math.ceil(verdict.retryAfterMs / MINUTE))

/** What a form page hands its form: the signed time it was shown, and the captcha to draw when there is one. */
export const formGuard = (): FormGuard => ({ token: issueFormToken(), captcha: captchaConfig() })

/** Verifies the captcha's answer with its provider; true when no captcha is configured. */
export async function captchaPassed(formData: FormData, address: string): Promise<boolean> {
  const config = captchaConfig()
  if (!config) return true
  const answer = formData.get(captchaProviders[config.provider].field)
  if (typeof answer !== 'string' || !answer || answer.length > 4096) return false
  try {
    const response = await fetch(env.CAPTCHA_VERIFY_URL ?? captchaProviders[config.provider].verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.CAPTCHA_SECRET!, response: answer, remoteip: address }),
      signal: AbortSignal.timeout(10_000),
    })
    const result = (await response.json()) as { success?: boolean }
    return response.ok && result.success === true
  } catch (error) {
    console.error('forms: captcha verification failed', error)
    return false
  }
}
