import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, from, newAddress, removeAccounts, signIn } from '../support/accounts'
import { api } from '../support/http'

/**
 * Finding 8: sign-ins that anyone could lock and probe. Every sign-in, code and reset endpoint is limited per
 * address and for everyone together; wrong passwords slow their own address without locking the owner out;
 * an unknown e-mail gets the answer of a wrong password, in the same time.
 */
let victim: Account
let customer: Account

beforeAll(async () => {
  victim = await createAccount('users')
  customer = await createAccount('customers')
})
afterAll(removeAccounts)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now()
  const result = await run()
  return [performance.now() - started, result]
}

describe('sign-ins', () => {
  it('answer an unknown e-mail exactly as a wrong password, however many wrong ones came before', async () => {
    for (const collection of ['users', 'customers'] as const) {
      const account = await createAccount(collection)
      // Wrong passwords from several addresses: Payload's own lockout used to answer these with a lock message.
      for (let i = 0; i < 6; i++) await signIn(collection, account.email, `wrong-${i}`, newAddress())
      const unknown = await signIn(collection, `nobody-${Date.now()}@nowhere.test`, 'a-wrong-password', newAddress())
      const wrong = await signIn(collection, account.email, 'a-wrong-password', newAddress())
      expect(unknown.status).toBe(401)
      expect(wrong.status).toBe(unknown.status)
      expect(wrong.text).toBe(unknown.text)
      expect(wrong.text).not.toMatch(/lock/i)
      // …and the owner is not locked out.
      expect((await signIn(collection, account.email, account.password, newAddress())).status).toBe(200)
    }
  })

  it('take as long for an unknown e-mail as for a wrong password (medians of 10 each, interleaved)', async () => {
    const unknown: number[] = []
    const known: number[] = []
    for (let i = 0; i < 10; i++) {
      const [u] = await timed(() =>
        signIn('customers', `nobody-${i}-${Date.now()}@nowhere.test`, 'wrong-pw', newAddress()),
      )
      const [k] = await timed(() => signIn('customers', customer.email, 'wrong-pw', newAddress()))
      unknown.push(u)
      known.push(k)
      // A good sign-in now and then, so that no lockout (Payload's, before) turns wrong passwords into quick refusals.
      if (i % 3 === 2)
        expect((await signIn('customers', customer.email, customer.password, newAddress())).status).toBe(200)
    }
    const ratio = median(known) / median(unknown)
    console.info(
      `sign-in medians: wrong password ${median(known).toFixed(0)} ms, unknown e-mail ${median(unknown).toFixed(0)} ms`,
    )
    // Without the equal work, an unknown e-mail answers some ten times sooner; noise stays well inside this band.
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })

  it('slow an address that keeps guessing one account, and never lock the owner out', async () => {
    const attacker = newAddress()
    for (let i = 0; i < 5; i++) expect((await signIn('users', victim.email, `guess-${i}`, attacker)).status).toBe(401)
    const throttled = await signIn('users', victim.email, 'guess-6', attacker)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(throttled.text).not.toMatch(/lock/i)
    // Even the right password waits at the attacker's address…
    expect((await signIn('users', victim.email, victim.password, attacker)).status).toBe(429)
    // …while the owner signs in from theirs, at once.
    const owner = await signIn('users', victim.email, victim.password, newAddress())
    expect(owner.status).toBe(200)
  })

  // The fifteenth check from outside: Payload finds its endpoints whatever their case and after decoding, so
  // `/api/users/LOGIN/` reached the sign-in past its limits, 40 guesses in a row and the right one after a 429.
  it('hold whatever the spelling of the endpoint: a route word in capitals or escapes is no route', async () => {
    const attacker = newAddress()
    for (let i = 0; i < 5; i++) await signIn('users', victim.email, `spelt-${i}`, attacker)
    expect((await signIn('users', victim.email, victim.password, attacker)).status).toBe(429)
    for (const collection of ['users', 'customers'] as const) {
      const account = collection === 'users' ? victim : customer
      for (const route of ['LOGIN', 'Login', 'logi%6E', '%6Cogin', 'logi%256E']) {
        const res = await api(`/${collection}/${route}/`, {
          method: 'POST',
          headers: from(attacker),
          body: JSON.stringify({ email: account.email, password: account.password }),
        })
        expect(res.status, route).toBe(404)
        expect(res.text).not.toContain('token')
      }
      for (const route of ['FORGOT-PASSWORD', 'Forgot-Password', 'forgot%2Dpassword', 'Reset-Password', 'UNLOCK']) {
        const res = await api(`/${collection}/${route}/`, {
          method: 'POST',
          headers: from(newAddress()),
          body: JSON.stringify({ email: account.email }),
        })
        expect(res.status, route).toBe(404)
      }
      // Payload's verify handler looked for a column these collections lack: a 500.
      for (const route of ['VERIFY/abc', 'Verify/abc', 'verify/abc']) {
        const res = await api(`/${collection}/${route}/`, { method: 'POST', headers: from(newAddress()) })
        expect(res.status, route).toBe(404)
      }
    }
  })

  it('limit everything one address sends, whatever the account or endpoint', async () => {
    const address = newAddress()
    let refused = 0
    for (let i = 0; i < 101; i++) {
      const res = await api(`/users/verify/not-a-token-${i}/`, { method: 'POST', headers: from(address) })
      expect(res.status).toBeLessThan(500)
      if (res.status === 429) refused++
    }
    expect(refused).toBeGreaterThan(0)
    const other = await signIn('customers', customer.email, customer.password, address)
    expect(other.status).toBe(429)
    expect(other.headers.get('retry-after')).toBeTruthy()
  })
  // Everyone together: tests/security/logins-everyone.test.ts, the suite's last file (it exhausts the site's limit).
})
