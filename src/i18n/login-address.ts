import type { Locale } from './locales'
import { localizePath } from './route-table'
import { localPath, sitePath } from './site-path'

/** Why the login page is shown again, told to the visitor in their language (messages `Login.errors`). */
export const loginProblems = ['code', 'unavailable', 'busy', 'expired', 'loggedOut', 'reset'] as const
export type LoginProblem = (typeof loginProblems)[number]

/**
 * The login page for a visitor who asked for `returnTo` (a path of this site; anything else becomes one): the
 * distributor's (LOGIN_URL, with the absolute address to come back to) or the site's own.
 */
export function loginAddress(
  locale: Locale,
  returnTo: string,
  { loginUrl, siteUrl, problem }: { loginUrl?: string; siteUrl: string; problem?: LoginProblem },
): string {
  // Never a code (the sign-in adds its own) nor Next's `_rsc` (withoutCode below).
  const back = withoutCode(returnTo).path
  if (loginUrl && !problem) {
    const url = new URL(loginUrl)
    url.searchParams.set('return', `${siteUrl}${back}`)
    return url.toString()
  }
  const query = new URLSearchParams({ return: back })
  if (problem) query.set('error', problem)
  return `${localizePath('/login', locale)}?${query}`
}

/**
 * The page's own address without the `code` parameter (the visitor lands there once the code is verified), and
 * the code: the last one, which the sign-in added to its return address. Without Next's `_rsc` either: a click in a
 * reserved page whose session had ended elsewhere asked for the next page's data with it, and the customer signed in
 * to an address carrying it (the fifth check from outside).
 */
export function withoutCode(path: string): { path: string; code: string | null } {
  const url = new URL(localPath(path), 'http://site.invalid')
  const code = url.searchParams.getAll('code').at(-1) ?? null
  url.searchParams.delete('code')
  url.searchParams.delete('_rsc')
  return { path: `${url.pathname}${url.search}`, code }
}

/** Where a customer goes once signed in: the reserved page they asked for, else the reserved area's home. */
export function reservedReturn(raw: string | null | undefined, locale: Locale): string {
  const path = sitePath(raw ?? null)
  const home = localizePath('/reserved-area', locale)
  if (!path) return home
  const { pathname } = new URL(path, 'http://site.invalid')
  // Never with a code of its own: the sign-in adds the one it issued, and a code planted in a link to the login
  // page (another customer's, unused) would otherwise open that customer's session in this browser.
  return /^\/(en\/)?reserved-area\//.test(pathname) ? withoutCode(path).path : home
}

/**
 * The reserved page `raw` names, to carry through a detour (the forgotten password's pages, its mail): null when it
 * names none, as the reserved area's home is where a sign-in goes anyway.
 */
export function reservedReturnToCarry(raw: string | null | undefined, locale: Locale): string | null {
  if (!raw) return null
  const path = reservedReturn(raw, locale)
  return path === localizePath('/reserved-area', locale) ? null : path
}

/**
 * Where a sign-in lands: `reservedReturn`'s page, except a reserved download's own address, which is a file, no page.
 * A sign-in that went there started the download and left the browser on the login page, its button "Signing in…"
 * and its fields empty, with nothing to say the customer was in (the twenty-fifth check from outside). It lands on
 * the downloads page instead, where the file is the first click.
 */
export function signInLanding(raw: string | null | undefined, locale: Locale): string {
  const path = reservedReturn(raw, locale)
  const { pathname } = new URL(path, 'http://site.invalid')
  return /^\/(en\/)?reserved-area\/download\/[^/]+\/?$/.test(pathname)
    ? localizePath('/reserved-area/download', locale)
    : path
}
