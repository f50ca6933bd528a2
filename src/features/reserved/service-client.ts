import type { Verification } from './codes'

/**
 * The client of the distributor's check-codes and logout services (spec §7.7, §7.8; docs/decisions/027): a POST of
 * JSON `{url, code}` with a timeout, and the reading of the answer. No database here: the integration test runs it
 * against a local HTTP server standing for the services.
 */
export const SERVICE_TIMEOUT_MS = 5_000

/** The login service did not answer in time, or answered with a failure of its own (5xx, not JSON). */
export class LoginServiceUnavailable extends Error {
  constructor(cause: unknown) {
    super('The login service is unavailable', { cause })
    this.name = 'LoginServiceUnavailable'
  }
}

/** A POST of `{url, code}` to one of the distributor's services: its JSON answer, null for its "no" (a 4xx). */
export async function postToService(
  url: string,
  body: { url: string; code: string },
  timeoutMs: number = SERVICE_TIMEOUT_MS,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
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
