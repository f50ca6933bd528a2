import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { env } from '@/lib/env'
import { signToken, tokenSubject, type TokenVerdict, verifyToken } from '@/lib/signed-token'

/**
 * The newsletter's mailed links (decision 018): confirm (expires 7 days after the mail was asked for) and
 * unsubscribe (never expires), each a signed token bound to the sign-up's id and address. The outbox builds them
 * when it sends a mail; the pages check them when they are opened. Nothing about them is stored.
 */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60_000

type Signup = { id: number | string; email: string }

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe'

const idOf = (signup: Signup) => Number(signup.id)

export const confirmToken = (signup: Signup, requestedAt: string | Date) =>
  signToken(
    env.PAYLOAD_SECRET,
    'newsletter-confirm',
    { id: idOf(signup), expiresAt: new Date(requestedAt).getTime() + CONFIRM_LINK_TTL_MS },
    signup.email,
  )

export const unsubscribeToken = (signup: Signup) =>
  signToken(env.PAYLOAD_SECRET, 'newsletter-unsubscribe', { id: idOf(signup) }, signup.email)

const link = (pathname: '/newsletter/confirm' | '/newsletter/unsubscribe', locale: Locale, token: string) =>
  `${env.SITE_URL}${localizePath(pathname, locale)}?${new URLSearchParams({ token })}`

export const confirmLink = (signup: Signup, requestedAt: string | Date, locale: Locale) =>
  link('/newsletter/confirm', locale, confirmToken(signup, requestedAt))

export const unsubscribeLink = (signup: Signup, locale: Locale) =>
  link('/newsletter/unsubscribe', locale, unsubscribeToken(signup))

/** The sign-up a token names, unverified: load it, then `checkNewsletterToken` with its address. */
export const newsletterTokenSubject = tokenSubject

export const checkNewsletterToken = (purpose: LinkPurpose, token: unknown, email: string): TokenVerdict =>
  verifyToken(env.PAYLOAD_SECRET, purpose, token, email)
