import 'server-only'

import { cookies } from 'next/headers'

import { payloadLanguage, type Words } from '@/cms/api-guards/refusals'
import { hitAddressLimit } from '@/cms/auth/limiter'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { loginAddress } from '@/i18n/login-address'
import { localizePath } from '@/i18n/route-table'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { LOGIN_COOKIE, loginRedirect, unsealLogin } from '@/lib/login-cookie'
import type { Rule } from '@/lib/rate-limit/rules'
import { isOwnOrigin } from '@/lib/site-origins'

import { plausibleCode } from './code-shape'
import { LoginServiceUnavailable } from './service-client'
import { logoutToken, verifyToken } from './services'

/**
 * The endpoints of spec §7.7 (`POST /api/verify-token/`) and §7.8 (`POST /api/logout/`, JSON `{url, code}`), which
 * forward to the distributor's services or the built-in one (src/features/reserved/services.ts); and the reserved
 * header's logout button (`POST /api/logout/` as a form), which ends the visitor's own session. Rate limited per
 * address; bad input is a 4xx with a message, never a 500.
 */
const rule: Rule = { free: 30, windowMs: 10 * 60_000 }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** A refusal in the caller's language, as the rest of the API's (src/cms/api-guards/refusals.ts). */
const problem = (request: Request, status: number, message: Words, headers: Record<string, string> = {}) =>
  json(status, { errors: [{ message: message[payloadLanguage(request)] }] }, headers)

const words = {
  busy: { it: 'Troppe richieste: riprova più tardi', en: 'Too many requests: try again later' },
  notJson: { it: 'Invia JSON: {"url": …, "code": …}', en: 'Send JSON: {"url": …, "code": …}' },
  badJson: { it: 'Il corpo non è un JSON valido', en: 'The body is not valid JSON' },
  url: { it: '"url" deve essere l’indirizzo di una pagina', en: '"url" must be the address of a page' },
  code: { it: '"code" deve essere un codice di accesso', en: '"code" must be a login code' },
  unavailable: {
    it: 'Il servizio di accesso non risponde: riprova tra qualche minuto',
    en: 'The login service is not answering: try again in a few minutes',
  },
  forbidden: { it: 'Vietato', en: 'Forbidden' },
} satisfies Record<string, Words>

async function limited(request: Request, scope: string): Promise<Response | null> {
  const verdict = await hitAddressLimit(scope, rule, clientAddress(request.headers, env.TRUST_PROXY))
  if (!verdict || verdict.allowed) return null
  const seconds = Math.ceil(verdict.retryAfterMs / 1000)
  return problem(request, 429, words.busy, { 'Retry-After': String(seconds) })
}

/** `{url, code}` from a JSON body, or what is wrong with it. */
async function readCall(request: Request): Promise<{ url: string; code: string } | { refused: Words }> {
  if (!request.headers.get('content-type')?.includes('application/json')) return { refused: words.notJson }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { refused: words.badJson }
  }
  const { url, code } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  if (typeof url !== 'string' || url.length > 2048 || !URL.canParse(url)) return { refused: words.url }
  if (!plausibleCode(code)) return { refused: words.code }
  return { url, code }
}

/** Spec §7.7: `{logged, mail}` for a code; a code is used up by its first verification. */
export async function verifyTokenEndpoint(request: Request): Promise<Response> {
  const busy = await limited(request, 'verify-token')
  if (busy) return busy
  const call = await readCall(request)
  if ('refused' in call) return problem(request, 400, call.refused)
  try {
    return json(200, await verifyToken(call))
  } catch (error) {
    if (!(error instanceof LoginServiceUnavailable)) throw error
    return problem(request, 503, words.unavailable)
  }
}

/** Spec §7.8 as JSON; as a form, the logout button of spec §4: session ended, cookie removed, to the login page. */
export async function logoutEndpoint(request: Request): Promise<Response> {
  const busy = await limited(request, 'logout')
  if (busy) return busy
  if (request.headers.get('content-type')?.includes('application/json')) {
    const call = await readCall(request)
    if ('refused' in call) return problem(request, 400, call.refused)
    await logoutToken(call)
    return json(200, { logged: false })
  }
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && !isOwnOrigin(origin, request, env.SITE_URL))
    return problem(request, 403, words.forbidden)
  let given = ''
  try {
    given = String((await request.formData()).get('locale') ?? '')
  } catch {
    // No form: the visitor's session still ends, in the default language.
  }
  const locale = isLocale(given) ? given : defaultLocale
  const state = await unsealLogin((await cookies()).get(LOGIN_COOKIE)?.value)
  const home = localizePath('/reserved-area', locale)
  if (state) await logoutToken({ url: `${env.SITE_URL}${home}`, code: state.token })
  // The distributor's login page when there is one (spec §4 "Logout"), else the site's, saying it is done.
  const login = loginAddress(locale, home, {
    loginUrl: env.LOGIN_URL,
    siteUrl: env.SITE_URL,
    problem: env.LOGIN_URL ? undefined : 'loggedOut',
  })
  return loginRedirect(login, null)
}
