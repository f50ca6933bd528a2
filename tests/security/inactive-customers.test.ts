import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type Account,
  createAccount,
  editorSession,
  from,
  newAddress,
  removeAccounts,
  signIn,
} from '../support/accounts'
import { api } from '../support/http'

/**
 * Finding 9: a trade customer an editor deactivates loses access at once: their sign-in is refused with the
 * answer of a wrong password, and a session opened before reads no more than a visitor does.
 */
let customer: Account
const reserved = '/articles/?where[section][in]=reserved-news,reserved-training,reserved-tips&limit=1&depth=0'

beforeAll(async () => {
  customer = await createAccount('customers')
})
afterAll(removeAccounts)

const setActive = async (account: Account, active: boolean) => {
  const res = await api(`/customers/${account.id}/`, {
    method: 'PATCH',
    token: await editorSession(),
    body: JSON.stringify({ active }),
  })
  expect(res.status).toBe(200)
}
const deactivate = (account: Account) => setActive(account, false)

describe('an inactive customer', () => {
  it('keeps no access: sign-in refused as a wrong password, an earlier session reads what a visitor reads', async () => {
    const address = newAddress()
    const before = await signIn('customers', customer.email, customer.password, address)
    expect(before.status).toBe(200)
    const token = before.body.token as string
    expect(((await api(reserved, { token })).body.totalDocs as number) > 0).toBe(true)

    await deactivate(customer)

    const refused = await signIn('customers', customer.email, customer.password, newAddress())
    const wrong = await signIn('customers', customer.email, 'not-the-password', newAddress())
    expect(refused.status).toBe(401)
    expect(refused.text).toBe(wrong.text)

    // The session opened before: every authenticated read stops at once.
    expect((await api(reserved, { token })).body.totalDocs).toBe(0)
    const me = await api('/customers/me/', { token })
    expect(me.body.user ?? null).toBeNull()
    expect([403, 404]).toContain((await api(`/customers/${customer.id}/`, { token })).status)
    const refreshed = await api('/customers/refresh-token/', { method: 'POST', token, headers: from(address) })
    expect(refreshed.status).toBeGreaterThanOrEqual(400)
    expect(refreshed.status).toBeLessThan(500)
  })

  it('does not get an earlier session back when reactivated: the editor let the account in again, not its old sessions', async () => {
    const account = await createAccount('customers')
    const before = await signIn('customers', account.email, account.password, newAddress())
    expect(before.status).toBe(200)
    const token = before.body.token as string
    expect(((await api('/customers/me/', { token })).body.user as { id?: unknown } | null)?.id).toBe(account.id)

    await deactivate(account)
    await setActive(account, true)

    expect((await api('/customers/me/', { token })).body.user ?? null).toBeNull()
    expect((await api(reserved, { token })).body.totalDocs).toBe(0)
    // A new sign-in works: the account itself is back.
    const again = await signIn('customers', account.email, account.password, newAddress())
    expect(again.status).toBe(200)
    expect(
      ((await api('/customers/me/', { token: again.body.token as string })).body.user as { id?: unknown })?.id,
    ).toBe(account.id)
  })
})
