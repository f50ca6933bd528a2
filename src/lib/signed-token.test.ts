import { describe, expect, it } from 'vitest'

import { signToken, tokenSubject, verifyToken } from './signed-token'

const secret = 'a-test-secret-that-is-long-enough-000000'
const now = 1_800_000_000_000
const day = 86_400_000

describe('signed tokens for mailed links', () => {
  const token = signToken(secret, 'confirm', { id: 42, expiresAt: now + 7 * day }, 'ada@example.com')

  it('names its record and verifies until it expires', () => {
    expect(tokenSubject(token)).toBe(42)
    expect(verifyToken(secret, 'confirm', token, 'ada@example.com', now)).toBe('ok')
    expect(verifyToken(secret, 'confirm', token, 'ada@example.com', now + 7 * day - 1)).toBe('ok')
    expect(verifyToken(secret, 'confirm', token, 'ada@example.com', now + 7 * day)).toBe('expired')
  })

  it('without an expiry, never expires', () => {
    const forever = signToken(secret, 'unsubscribe', { id: 42 }, 'ada@example.com')
    expect(verifyToken(secret, 'unsubscribe', forever, 'ada@example.com', now + 3650 * day)).toBe('ok')
  })

  it('refuses a tampered id, expiry or MAC', () => {
    const [, expires, mac] = token.split('.')
    expect(verifyToken(secret, 'confirm', `${(43).toString(36)}.${expires}.${mac}`, 'ada@example.com', now)).toBe(
      'invalid',
    )
    const later = (now + 70 * day).toString(36)
    expect(verifyToken(secret, 'confirm', `${(42).toString(36)}.${later}.${mac}`, 'ada@example.com', now)).toBe(
      'invalid',
    )
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    expect(verifyToken(secret, 'confirm', flipped, 'ada@example.com', now)).toBe('invalid')
  })

  it('an expired and tampered token is invalid, not expired: a forgery learns nothing', () => {
    const old = signToken(secret, 'confirm', { id: 42, expiresAt: now - day }, 'ada@example.com')
    expect(verifyToken(secret, 'confirm', old, 'ada@example.com', now)).toBe('expired')
    expect(verifyToken(secret, 'confirm', old.slice(0, -2) + 'xx', 'ada@example.com', now)).toBe('invalid')
  })

  it('holds only for its purpose, its record value and its secret', () => {
    expect(verifyToken(secret, 'unsubscribe', token, 'ada@example.com', now)).toBe('invalid')
    expect(verifyToken(secret, 'confirm', token, 'bob@example.com', now)).toBe('invalid')
    expect(verifyToken(`${secret}x`, 'confirm', token, 'ada@example.com', now)).toBe('invalid')
  })

  it('refuses hostile input without throwing', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      '..',
      'x'.repeat(500),
      '1.2',
      '-1..abc',
      'zzzzzzzzzzzz..abc',
      '1..ä',
      {},
    ]) {
      expect(tokenSubject(bad)).toBeNull()
      expect(verifyToken(secret, 'confirm', bad, 'ada@example.com', now)).toBe('invalid')
    }
  })
})
