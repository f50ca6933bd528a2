import 'server-only'

import { cookies } from 'next/headers'

import { addressLimitReached, hitAddressLimit } from '@/cms/auth/limiter'
import { splitLocale } from '@/i18n/locales'
import { loginAddress, type LoginProblem, withoutCode } from '@/i18n/login-address'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import {
  GUARD_PATH_HEADER,
  guardStep,
  LOGIN_COOKIE,
  loginRedirect,
  sealLogin,
  unsealLogin,
  verifiedState,
} from '@/lib/login-cookie'
import type { Rule } from '@/lib/rate-limit/rules'

import { LoginServiceUnavailable } from './service-client'
import { loggedSessionStands, logoutToken, verifyToken } from './services'

/** Wrong codes from one address: plenty for a person, nothing for a guesser (a code has 256 random bits). */
const codeRule: Rule = { free: 30, windowMs: 10 * 60_000 }

/**
 * The steps of the guard that need a service or a cookie written (`guardStep` in src/lib/login-cookie.ts decides which):
 * the proxy rewrites a reserved page's request here with the page's path in `path`. Every answer is a redirect:
 * back to the page (the cookie stored or refreshed, the code gone from the address), or to the login page.
 */
export async function runGuard(request: Request, now: number = Date.now()): Promise<Response> {
  const query = new URL(request.url).searchParams
  const asked = request.headers.get(GUARD_PATH_HEADER) ?? query.get('path') ?? '/reserved-area/'
  const { path, code } = withoutCode(asked)
  // A reserved page that found the session ended sends its visitor here (`sessionEndedGuard`), for the cookie to go.
  const ended = query.has('ended')
  const { locale } = splitLocale(path)
  const url = `${env.SITE_URL}${path}`
  const toLogin = (problem?: LoginProblem, cookie?: string | null) =>
    loginRedirect(loginAddress(locale, path, { loginUrl: env.LOGIN_URL, siteUrl: env.SITE_URL, problem }), cookie)

  const raw = (await cookies()).get(LOGIN_COOKIE)?.value
  const state = await unsealLogin(raw, now)
  // A cookie that does not unseal is nobody's: removed on the way to the login page.
  const stale = raw && !state ? null : undefined
  const step = guardStep(state, code !== null, now)
  if (ended && state?.status.logged && !(await loggedSessionStands(state))) return toLogin('expired', null)
  try {
    switch (step) {
      case 'pass':
        return loginRedirect(path)
      case 'login':
        return toLogin(undefined, stale)
      case 'verify': {
        // Only wrong codes count: a busy office behind one address logs in as often as it likes.
        const address = clientAddress(request.headers, env.TRUST_PROXY)
        if (await addressLimitReached('login-code', codeRule, address)) return toLogin('busy', stale)
        const { logged, mail } = await verifyToken({ url, code: code! }, { now })
        if (!logged) {
          await hitAddressLimit('login-code', codeRule, address)
          return toLogin('code', stale)
        }
        return loginRedirect(path, await sealLogin(verifiedState(code!, mail, true, now), now))
      }
      case 'revalidate': {
        const { logged, mail } = await verifyToken({ url, code: state!.token }, { revalidate: true, now })
        if (logged)
          return loginRedirect(path, await sealLogin(verifiedState(state!.token, mail || state!.mail, true, now), now))
        await logoutToken({ url, code: state!.token }, now)
        return toLogin('expired', null)
      }
      case 'logout':
        await logoutToken({ url, code: state!.token }, now)
        return toLogin('expired', null)
    }
  } catch (error) {
    if (!(error instanceof LoginServiceUnavailable)) throw error
    console.error('reserved area: the check-codes service did not answer', error)
    // The cookie stays: the session is revalidated once the service answers again.
    return toLogin('unavailable')
  }
}
