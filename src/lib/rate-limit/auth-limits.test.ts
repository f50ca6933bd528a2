import { describe, expect, it } from 'vitest'

import { type AuthAttempt, authRules, createAuthLimiter } from './auth-limits'
import { MemoryStore } from './store'

function setup() {
  let clock = 1_000_000
  const store = new MemoryStore()
  const limiter = createAuthLimiter(store, 'test-secret-0123456789', () => clock)
  return { limiter, store, advance: (ms: number) => (clock += ms) }
}

const login = (account: string, address: string): AuthAttempt => ({
  action: 'login',
  collection: 'customers',
  account,
  address,
})

describe('sign-in limits', () => {
  it('slow one address on one account after five attempts, with growing waits', async () => {
    const { limiter, advance } = setup()
    const attacker = login('owner@example.com', '10.0.0.1')
    for (let i = 0; i < authRules.pair.free; i++) expect((await limiter.check(attacker)).allowed).toBe(true)
    expect(await limiter.check(attacker)).toEqual({ allowed: false, retryAfterMs: 60_000, grows: true })
    advance(59_999)
    expect((await limiter.check(attacker)).allowed).toBe(false)
    advance(240_000)
    expect((await limiter.check(attacker)).allowed).toBe(true)
    expect(await limiter.check(attacker)).toEqual({ allowed: false, retryAfterMs: 16 * 30_000, grows: true })
  })

  it('never refuse the owner at another address because of an attacker', async () => {
    const { limiter } = setup()
    for (let i = 0; i < 10; i++) await limiter.check(login('owner@example.com', '10.0.0.1'))
    expect((await limiter.check(login('owner@example.com', '10.0.0.2'))).allowed).toBe(true)
  })

  it('forgive an address its failures once it signs in, and remember it as known to the account', async () => {
    const { limiter } = setup()
    const owner = login('owner@example.com', '10.0.0.2')
    for (let i = 0; i < authRules.pair.free; i++) await limiter.check(owner)
    await limiter.succeeded(owner)
    // Many addresses hammer the account: new addresses get slowed, the known one does not.
    for (let i = 0; i < authRules.account.free + 5; i++) await limiter.check(login('owner@example.com', `10.1.0.${i}`))
    expect((await limiter.check(login('owner@example.com', '10.9.9.9'))).allowed).toBe(false)
    expect((await limiter.check(owner)).allowed).toBe(true)
  })

  it('cap one address across every account, and everyone together', async () => {
    const { limiter, advance } = setup()
    for (let i = 0; i < authRules.address.free; i++)
      expect((await limiter.check(login(`a${i}@example.com`, '10.0.0.3'))).allowed).toBe(true)
    const refused = await limiter.check(login('another@example.com', '10.0.0.3'))
    expect(refused.allowed).toBe(false)
    advance(authRules.address.windowMs)
    expect((await limiter.check(login('another@example.com', '10.0.0.3'))).allowed).toBe(true)

    const { limiter: fresh } = setup()
    const other = (i: number): AuthAttempt => ({
      action: 'other',
      collection: 'users',
      account: '',
      address: `10.2.${i >> 8}.${i & 255}`,
    })
    for (let i = 0; i < authRules.global.free; i++) expect((await fresh.check(other(i))).allowed).toBe(true)
    expect((await fresh.check(other(9999))).allowed).toBe(false)
  })

  // The seventh check from outside: one address sending ten requests a second, refused by its own limit, still filled
  // the global one, and every sign-in from a new address and every reset mail was refused, the right password included.
  it('an address over its own limit counts no further: everyone else still signs in', async () => {
    const { limiter } = setup()
    const flood = (i: number): AuthAttempt => ({
      action: 'forgot-password',
      collection: 'customers',
      account: `nobody-${i}@example.org`,
      address: '10.6.6.6',
    })
    for (let i = 0; i < authRules.global.free + 100; i++) await limiter.check(flood(i))
    expect((await limiter.check(flood(-1))).allowed).toBe(false)
    expect((await limiter.check(login('owner@example.com', '10.0.0.9'))).allowed).toBe(true)
    const reset: AuthAttempt = { ...flood(0), account: 'owner@example.com', address: '10.0.0.10' }
    expect((await limiter.check(reset)).allowed).toBe(true)
    // Nor against an account: refused by its address, its flood of one account leaves the owner's new address alone.
    for (let i = 0; i < 200; i++) await limiter.check(login('owner@example.com', '10.6.6.6'))
    expect((await limiter.check(login('owner@example.com', '10.0.0.11'))).allowed).toBe(true)
  })

  it('limit the reset mails strangers ask for one account, withholding the rest without a refusal', async () => {
    const { limiter } = setup()
    const ask = (i: number): AuthAttempt => ({
      action: 'forgot-password',
      collection: 'customers',
      account: 'owner@example.com',
      address: `10.3.0.${i}`,
    })
    for (let i = 0; i < authRules.mail.free; i++) expect(await limiter.check(ask(i))).toEqual({ allowed: true })
    // The sixth, from yet another address: answered as if sent, no mail, nothing that tells a limit was reached.
    expect(await limiter.check(ask(99))).toEqual({ allowed: true, withholdMail: true })
  })

  it('do not let strangers use up the reset mails of an owner asking from an address they signed in from', async () => {
    const { limiter } = setup()
    const home = login('owner@example.com', '10.4.0.1')
    expect((await limiter.check(home)).allowed).toBe(true)
    await limiter.succeeded(home)
    const ask = (address: string): AuthAttempt => ({ ...home, action: 'forgot-password', address })
    for (let i = 0; i < 20; i++) await limiter.check(ask(`10.4.1.${i}`))
    expect(await limiter.check(ask('10.4.1.99'))).toEqual({ allowed: true, withholdMail: true })
    // The owner's own address: its own five an hour, then a refusal it is told of.
    for (let i = 0; i < authRules.mailPair.free; i++)
      expect(await limiter.check(ask('10.4.0.1'))).toEqual({ allowed: true })
    const refused = await limiter.check(ask('10.4.0.1'))
    expect(refused.allowed).toBe(false)
  })

  it('keep no e-mail address or client address in the store keys', async () => {
    const { limiter, store } = setup()
    await limiter.check(login('owner@example.com', '10.0.0.1'))
    const keys = [...(store as unknown as { entries: Map<string, unknown> }).entries.keys()]
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.join(' ')).not.toMatch(/owner|example|10\.0/)
  })
})
