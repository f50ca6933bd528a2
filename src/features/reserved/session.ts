import 'server-only'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { previewingEditor } from '@/features/editorial'
import type { Locale } from '@/i18n/locales'
import { loginAddress, reservedReturn } from '@/i18n/login-address'
import { env } from '@/lib/env'
import { GUARD_PATH_HEADER, LOGIN_COOKIE, type LoginState, unsealLogin } from '@/lib/login-cookie'

import { loggedSessionStands } from './services'

/**
 * The session of the visitor of a reserved page or file: the login cookie, sealed and logged, whose session still
 * stands (not logged out, its customer still active). The proxy has run the guard before (spec §4); this is the
 * check each reserved answer makes itself, so that a cookie replayed after logout, or of a customer an editor has
 * just deactivated, opens nothing.
 */
// Once per request (React's `cache`): the reserved layout and its page both ask, and the answer is a database read.
export const reservedSession = cache(async (): Promise<LoginState | null> => {
  const state = await unsealLogin((await cookies()).get(LOGIN_COOKIE)?.value)
  return state && (await loggedSessionStands(state)) ? state : null
})

/** The login page for a visitor who had no session, coming back to `returnTo` (a reserved page). */
export const reservedLogin = (locale: Locale, returnTo: string) =>
  loginAddress(locale, returnTo, { loginUrl: env.LOGIN_URL, siteUrl: env.SITE_URL })

/** The login page for a visitor whose session has ended, coming back to `returnTo` (a reserved page). */
export const sessionEndedLogin = (locale: Locale, returnTo: string) =>
  loginAddress(locale, returnTo, { loginUrl: env.LOGIN_URL, siteUrl: env.SITE_URL, problem: 'expired' })

/**
 * Who may read a reserved page or file: a customer whose session stands, or an editor previewing drafts (Next's
 * draft mode with the admin's session, decision 011), who reads the area as a customer would, drafts included.
 */
export async function mayReadReserved(): Promise<boolean> {
  return !!(await reservedSession()) || !!(await previewingEditor())
}

/** The guard's address that ends a session the page found ended, and comes back to `returnTo` after the login. */
export const sessionEndedGuard = (returnTo: string) =>
  `/api/reserved/guard/?${new URLSearchParams({ path: returnTo, ended: '1' })}`

/**
 * Goes on for a reader of the reserved area (`mayReadReserved`); sends anyone else to the login page, to come back to
 * the reserved page they asked for (the proxy names it), not the area's home (the eighth check from outside). A page
 * cannot write cookies: a visitor who still has a login cookie (a session logged out elsewhere, a customer deactivated)
 * goes there through the guard's handler, which removes it (spec §4: "The cookie is removed"), rather than keep it
 * until its next check, five minutes on (the tenth check from outside).
 */
export async function requireReservedReader(locale: Locale): Promise<void> {
  if (await mayReadReserved()) return
  const returnTo = reservedReturn((await headers()).get(GUARD_PATH_HEADER), locale)
  if ((await cookies()).has(LOGIN_COOKIE)) redirect(sessionEndedGuard(returnTo))
  // No login cookie: a draft-mode cookie without an editor's session (the proxy sends every other visitor without one
  // to the login page itself). Such a visitor had no session to end, and was told it had (the twenty-fourth check).
  redirect(reservedLogin(locale, returnTo))
}
