import { hkdfSync } from 'node:crypto'

import { EncryptJWT, jwtDecrypt } from 'jose'

import { env } from './env'

/**
 * The login cookie of spec §3 ("Name: login. It holds token, mail, expire (date) and status (with a logged
 * flag)"), sealed (DESIGN.md): a JWE (`dir`, A256GCM) under a key derived from PAYLOAD_SECRET, so a visitor can
 * neither read nor forge nor alter it. HttpOnly, SameSite=Lax, Secure when the site is https. Read by the proxy
 * (the guard's first look), the guard's handler and every reserved page (src/features/reserved/session.ts).
 *
 * No `server-only` marker: the proxy imports it (see src/lib/env.ts for why the marker is kept off such modules).
 */
export const LOGIN_COOKIE = 'login'

/** Spec §9 "Login cookie revalidation threshold: 5", read as minutes (DESIGN.md). */
export const REVALIDATE_AFTER_MS = 5 * 60_000

/** How long a sealed cookie is accepted at all, revalidated or not, and how long the browser keeps it. */
export const LOGIN_COOKIE_MAX_AGE_S = 12 * 60 * 60

export type LoginState = {
  /** The code the customer arrived with (spec §4: "a cookie is stored with the code as token"). */
  token: string
  mail: string
  /** When the last verification stops counting (ISO date): the guard revalidates from then on. */
  expire: string
  status: { logged: boolean }
}

const MAX_COOKIE = 4096

let derived: Uint8Array | undefined
/** A key for this cookie alone, derived from the app secret (HKDF-SHA-256). */
const key = () =>
  (derived ??= new Uint8Array(hkdfSync('sha256', env.PAYLOAD_SECRET, 'trade-catalogue', 'login-cookie v1', 32)))

/** The state of a fresh verification at `now`. */
export const verifiedState = (token: string, mail: string, logged: boolean, now: number): LoginState => ({
  token,
  mail,
  expire: new Date(now + REVALIDATE_AFTER_MS).toISOString(),
  status: { logged },
})

export async function sealLogin(state: LoginState, now: number = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000)
  return new EncryptJWT({ ...state })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LOGIN_COOKIE_MAX_AGE_S)
    .encrypt(key())
}

const isState = (value: Record<string, unknown>): boolean => {
  const status = value.status as { logged?: unknown } | undefined
  return (
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    typeof value.mail === 'string' &&
    typeof value.expire === 'string' &&
    !Number.isNaN(Date.parse(value.expire)) &&
    typeof status?.logged === 'boolean'
  )
}

/** The state a cookie holds; null for no cookie, or one forged, altered, sealed under another key, or too old. */
export async function unsealLogin(
  value: string | undefined | null,
  now: number = Date.now(),
): Promise<LoginState | null> {
  if (!value || value.length > MAX_COOKIE) return null
  try {
    const { payload } = await jwtDecrypt(value, key(), {
      currentDate: new Date(now),
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    if (!isState(payload)) return null
    const { token, mail, expire, status } = payload as unknown as LoginState
    return { token, mail, expire, status: { logged: status.logged } }
  } catch {
    return null
  }
}

const secure = () => (env.SITE_URL.startsWith('https:') ? '; Secure' : '')

/** The `Set-Cookie` value that stores a sealed state, or removes the cookie (null). */
export function loginCookieHeader(sealed: string | null): string {
  if (sealed === null) return `${LOGIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure()}`
  return `${LOGIN_COOKIE}=${sealed}; Path=/; Max-Age=${LOGIN_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure()}`
}

/**
 * The reserved area's redirects (the guard's handler, logout): a 303 kept by no cache, storing a sealed state,
 * removing the cookie (null) or leaving it as it is (undefined).
 */
export function loginRedirect(location: string, cookie?: string | null): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' })
  if (cookie !== undefined) headers.append('Set-Cookie', loginCookieHeader(cookie))
  return new Response(null, { status: 303, headers })
}

/**
 * The login guard of spec §4 on every reserved page, as one decision (issue 14, item 1): what to do with a request
 * given the login cookie's state (null: none, or none that unseals) and whether the URL carries a `code`.
 *
 * - `verify`: no cookie and a code: the code is verified and stored as the cookie's token.
 * - `login`: no cookie and no code: to the login page, with a return address to the page asked for.
 * - `logout`: the cookie says not logged: logout call with the token, cookie removed, to the login page.
 * - `revalidate`: the last verification is older than 5 minutes: verified again and the cookie refreshed.
 * - `pass`: the page.
 *
 * Pure: the proxy takes the decision on every request (cheaply, no database), and hands `verify`, `revalidate` and
 * `logout` to the guard's handler (src/features/reserved/guard.ts), which can call services and set cookies.
 */
/**
 * The header in which the proxy hands the guard's handler the page asked for (path and query). A visitor who sends it
 * to the handler directly only asks for the guard of another page of this site: the handler makes a local path of it.
 */
export const GUARD_PATH_HEADER = 'x-reserved-guard-path'

export type GuardStep = 'verify' | 'login' | 'logout' | 'revalidate' | 'pass'

export function guardStep(state: LoginState | null, hasCode: boolean, now: number): GuardStep {
  if (!state) return hasCode ? 'verify' : 'login'
  if (!state.status.logged) return 'logout'
  if (now >= Date.parse(state.expire)) return 'revalidate'
  return 'pass'
}
