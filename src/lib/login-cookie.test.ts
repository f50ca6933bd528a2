import { EncryptJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import {
  guardStep,
  LOGIN_COOKIE_MAX_AGE_S,
  loginCookieHeader,
  REVALIDATE_AFTER_MS,
  sealLogin,
  unsealLogin,
  verifiedState,
} from './login-cookie'

/** Spec §3 "Login cookie", §4 "Login (reserved area)"; issue 14, items 1 and 3. */
const now = Date.parse('2026-11-26T10:00:00Z')
const state = verifiedState('code-0123456789abcdef', 'buyer@example.com', true, now)

describe('the login cookie (spec §3: token, mail, expire, status; sealed)', () => {
  it('holds what the spec lists, and gives it back only to the site', async () => {
    const sealed = await sealLogin(state, now)
    expect(sealed).not.toContain('buyer@example.com')
    expect(Buffer.from(sealed.split('.')[1] ?? '', 'base64url').toString()).toBe('')
    expect(await unsealLogin(sealed, now)).toEqual(state)
    expect(state.expire).toBe(new Date(now + REVALIDATE_AFTER_MS).toISOString())
  })

  it('refuses a cookie altered in any part, sealed under another key, too old, or not a cookie at all', async () => {
    const sealed = await sealLogin(state, now)
    const parts = sealed.split('.')
    for (let i = 0; i < parts.length; i++) {
      const altered = [...parts]
      const part = altered[i]!
      altered[i] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1)
      expect(await unsealLogin(altered.join('.'), now), `part ${i}`).toBeNull()
    }
    const otherKey = await new EncryptJWT({ ...state, status: { logged: true } })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(new Uint8Array(32).fill(7))
    expect(await unsealLogin(otherKey, now)).toBeNull()
    expect(await unsealLogin(sealed, now + LOGIN_COOKIE_MAX_AGE_S * 1000 + 1000)).toBeNull()
    for (const junk of ['', 'x', '{"status":{"logged":true}}', 'a.b.c.d.e', 'x'.repeat(5000)]) {
      expect(await unsealLogin(junk, now)).toBeNull()
    }
  })

  it('is HttpOnly and SameSite=Lax, Secure only over https, and removed with Max-Age=0', () => {
    expect(loginCookieHeader('v')).toMatch(/^login=v; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/)
    expect(loginCookieHeader(null)).toMatch(/^login=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/)
  })
})

describe('the guard’s decision (spec §4, in its order)', () => {
  it('no cookie: verify a code when there is one, else the login page', () => {
    expect(guardStep(null, true, now)).toBe('verify')
    expect(guardStep(null, false, now)).toBe('login')
  })

  it('a cookie that says not logged: logout', () => {
    expect(guardStep({ ...state, status: { logged: false } }, false, now)).toBe('logout')
    expect(guardStep({ ...state, status: { logged: false } }, true, now)).toBe('logout')
  })

  it('a cookie verified 5 minutes ago or more: revalidated; younger: the page', () => {
    expect(guardStep(state, false, now)).toBe('pass')
    expect(guardStep(state, false, now + REVALIDATE_AFTER_MS - 1)).toBe('pass')
    expect(guardStep(state, false, now + REVALIDATE_AFTER_MS)).toBe('revalidate')
    expect(guardStep(state, true, now + 60 * 60_000)).toBe('revalidate')
  })
})
