import 'server-only'

import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { plausibleCode } from './code-shape'
import { checkCode, revokeToken, type Verification } from './codes'

/**
 * Spec §7.7 and §7.8: token verification and logout, each a POST of JSON `{url, code}`. With the distributor's
 * services configured (CHECK_CODES_URL, LOGOUT_URL) the call is forwarded there, with a timeout; otherwise the
 * built-in service answers (src/features/reserved/codes.ts). The guard, the verify-token endpoint and the logout
 * endpoint all come through here.
 */
export const SERVICE_TIMEOUT_MS = 5_000

/** The login service did not answer in time, or answered with a failure of its own (5xx, not JSON). */
export class LoginServiceUnavailable extends Error {
  constructor(cause: unknown) {
    super('The login service is unavailable', { cause })
    this.name = 'LoginServiceUnavailable'
  }
}

export const builtInLogin = () => !env.CHECK_CODES_URL

async function post(url: string, body: { url: string; code: string }): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      redirect: 'error',
    })
  } catch (error) {
    throw new LoginServiceUnavailable(error)
  }
  if (response.status >= 500) throw new LoginServiceUnavailable(new Error(`status ${response.status}`))
  // A 4xx is the service's "no": the code is unknown, used or expired.
  if (!response.ok) return null
  try {
    return await response.json()
  } catch (error) {
    throw new LoginServiceUnavailable(error)
  }
}

/**
 * The verdict of the distributor's check-codes service. Its answer is not shown by the spec: `{logged: true}`,
 * `{status: {logged: true}}` or `{valid: true}` is a yes, with the mail in `mail` or `email`; anything else a no.
 */
export function readVerdict(answer: unknown): Verification {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>
  const status = (body.status && typeof body.status === 'object' ? body.status : {}) as Record<string, unknown>
  const logged = body.logged === true || status.logged === true || body.valid === true
  const mail = typeof body.mail === 'string' ? body.mail : typeof body.email === 'string' ? body.email : ''
  return { logged, mail: mail.slice(0, 254) }
}

/** Spec §7.7: is `code` (a new code, or a cookie's token when `revalidate`) a logged-in customer's? */
export async function verifyToken(
  input: { url: string; code: string },
  { revalidate = false, now = Date.now() }: { revalidate?: boolean; now?: number } = {},
): Promise<Verification> {
  if (!plausibleCode(input.code)) return { logged: false, mail: '' }
  if (env.CHECK_CODES_URL) return readVerdict(await post(env.CHECK_CODES_URL, input))
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
      await post(env.LOGOUT_URL, input)
    } catch (error) {
      console.error('reserved area: the logout service did not answer; the session is ended here', error)
    }
  }
}
