import 'server-only'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { loginAddress } from '@/i18n/login-address'
import { localizePath } from '@/i18n/route-table'
import { env } from '@/lib/env'
import { LOGIN_COOKIE, type LoginState, unsealLogin } from '@/lib/login-cookie'
import { getPayloadClient } from '@/lib/payload'

import { sessionStands } from './codes'
import { builtInLogin } from './services'

/**
 * The session of the visitor of a reserved page or file: the login cookie, sealed and logged, whose session still
 * stands (not logged out, its customer still active). The proxy has run the guard before (spec §4); this is the
 * check each reserved answer makes itself, so that a cookie replayed after logout, or of a customer an editor has
 * just deactivated, opens nothing.
 */
// Once per request (React's `cache`): the reserved layout and its page both ask, and the answer is a database read.
export const reservedSession = cache(async (): Promise<LoginState | null> => {
  const state = await unsealLogin((await cookies()).get(LOGIN_COOKIE)?.value)
  if (!state?.status.logged) return null
  return (await sessionStands(await getPayloadClient(), state.token, builtInLogin())) ? state : null
})

/** The login page for a visitor whose session has ended, coming back to `returnTo` (a reserved page). */
export const sessionEndedLogin = (locale: Locale, returnTo: string) =>
  loginAddress(locale, returnTo, { loginUrl: env.LOGIN_URL, siteUrl: env.SITE_URL, problem: 'expired' })

/** The session, or the login page (with the reserved home to come back to). */
export async function requireReservedSession(locale: Locale): Promise<LoginState> {
  const session = await reservedSession()
  if (session) return session
  redirect(sessionEndedLogin(locale, localizePath('/reserved-area', locale)))
}
