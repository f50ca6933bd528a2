import { type NextRequest, NextResponse } from 'next/server'

import { loginAddress, withoutCode } from '../i18n/login-address'
import { internalPath, type RouteMatch } from '../i18n/route-table'
import { GUARD_PATH_HEADER, guardStep, LOGIN_COOKIE, loginCookieHeader, unsealLogin } from '../lib/login-cookie'
import { DRAFT_MODE_COOKIE } from '../lib/preview'
import { rewrite, sameOrigin } from './answers'

/**
 * The reserved area's login guard (spec §4, `guardStep` in src/lib/login-cookie.ts): a visitor with a valid, recently
 * verified cookie gets the page; one with neither cookie nor code the login page (unless previewing drafts); every other case goes to the
 * guard's handler, which verifies, refreshes or ends the session and redirects. Never cached by anyone.
 */
export async function reserved(request: NextRequest, match: RouteMatch): Promise<NextResponse> {
  const raw = request.cookies.get(LOGIN_COOKIE)?.value
  const state = await unsealLogin(raw)
  const { pathname, search, searchParams } = request.nextUrl
  const step = guardStep(state, searchParams.has('code'), Date.now())
  // Draft mode is an editor's preview (decision 011): the page itself checks the editor's session and sends
  // anyone else, a copied draft-mode cookie included, to the login page (src/features/reserved/session.ts).
  const preview = step === 'login' && request.cookies.has(DRAFT_MODE_COOKIE)
  let response: NextResponse
  if (step === 'pass' && searchParams.has('code')) {
    // A login link opened while signed in: the session stands, and the code leaves the address bar (history, the next
    // page's Referer) unused. Spec §4 verifies a code only without a cookie.
    response = NextResponse.redirect(new URL(withoutCode(`${pathname}${search}`).path, request.url), 303)
  } else if (step === 'pass' || preview) {
    // The page asked for, for the page to send the visitor back to if it finds the session ended meanwhile.
    response = rewrite(request, internalPath(match), match.locale, true, undefined, {
      [GUARD_PATH_HEADER]: `${pathname}${search}`,
    })
  } else if (step === 'login') {
    // Read at run time like the captcha's settings; the instrumentation validated them at start-up (src/lib/env.ts).
    const siteUrl = process.env.SITE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin
    const target = loginAddress(match.locale, `${pathname}${search}`, { loginUrl: process.env.LOGIN_URL, siteUrl })
    response = NextResponse.redirect(new URL(target, request.url), 303)
    if (raw) response.headers.append('Set-Cookie', loginCookieHeader(null))
  } else {
    // The page asked for travels in a header: a rewritten request keeps its own query, not the one given here.
    const headers = new Headers(request.headers)
    headers.set(GUARD_PATH_HEADER, `${pathname}${search}`)
    const url = sameOrigin(request, '/api/reserved/guard/')
    url.search = ''
    response = NextResponse.rewrite(url, { request: { headers } })
  }
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
