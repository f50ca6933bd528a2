import 'server-only'

import { env } from '@/lib/env'
import type { LoginState } from '@/lib/login-cookie'
import { getPayloadClient } from '@/lib/payload'

import { plausibleCode } from './code-shape'
import { checkCode, revokeToken, sessionStands, type Verification } from './codes'
import { postToService, readVerdict } from './service-client'

/**
 * Spec §7.7 and §7.8: token verification and logout, each a POST of JSON `{url, code}`. With the distributor's
 * services configured (CHECK_CODES_URL, LOGOUT_URL) the call is forwarded there, with a timeout; otherwise the
 * built-in service answers (src/features/reserved/codes.ts). The guard, the verify-token endpoint and the logout
 * endpoint all come through here.
 */
export const builtInLogin = () => !env.CHECK_CODES_URL

/**
 * Whether a logged state's session still stands: not logged out (here or at the distributor's service), its customer
 * still active. What each reserved answer checks (session.ts), and the guard when a page found it ended.
 */
export async function loggedSessionStands(state: LoginState): Promise<boolean> {
  return state.status.logged && (await sessionStands(await getPayloadClient(), state.token, builtInLogin()))
}

/** Spec §7.7: is `code` (a new code, or a cookie's token when `revalidate`) a logged-in customer's? */
export async function verifyToken(
  input: { url: string; code: string },
  { revalidate = false, now = Date.now() }: { revalidate?: boolean; now?: number } = {},
): Promise<Verification> {
  if (!plausibleCode(input.code)) return { logged: false, mail: '' }
  if (env.CHECK_CODES_URL) return readVerdict(await postToService(env.CHECK_CODES_URL, input))
  return checkCode(await getPayloadClient(), input.code, { revalidate, now })
}

/**
 * Spec §7.8: ends the session of `code` at the service, and records it here in any case, so that the cookie that
 * carried it is refused from now on even if the service could not be reached.
 */
export async function logoutToken(input: { url: string; code: string }, now: number = Date.now()): Promise<void> {
  if (!plausibleCode(input.code)) return
  const payload = await getPayloadClient()
  await revokeToken(payload, input.code, now)
  if (env.LOGOUT_URL) {
    try {
      await postToService(env.LOGOUT_URL, input)
    } catch (error) {
      console.error('reserved area: the logout service did not answer; the session is ended here', error)
    }
  }
}
