import type { IncomingAuthType } from 'payload'

import { env } from '@/lib/env'

import { resetPasswordMail } from './reset-mail'

/** Session cookies: HttpOnly (Payload's), SameSite=Lax, Secure whenever the site is served over https. */
export const sessionCookies = (siteUrl: string = env.SITE_URL) =>
  ({ secure: siteUrl.startsWith('https://'), sameSite: 'Lax' }) as const

/**
 * What the two auth collections share (decision 016). Payload's own lockout (`maxLoginAttempts`) is off: five
 * wrong passwords from anyone locked the owner out; the sign-in limits in front of the API slow the attacker's
 * address instead (src/cms/api-guards/auth-rate-limit.ts).
 */
export const authOptions = (kind: 'editor' | 'customer', rest: Partial<IncomingAuthType> = {}): IncomingAuthType => ({
  maxLoginAttempts: 0,
  cookies: sessionCookies(),
  // No `minRequestInterval`: on SQLite, Payload's reservation of that interval writes outside the transaction it
  // has just opened and waits on its own lock ("database is locked", a 500). The sign-in limits cap reset mails
  // per account instead.
  forgotPassword: { expiration: 60 * 60 * 1000, minRequestInterval: 0, ...resetPasswordMail(kind) },
  ...rest,
})
