import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type Account,
  createAccount,
  editorSession,
  from,
  mailsTo,
  newAddress,
  removeAccounts,
  resetToken,
  signIn,
  strongPassword,
} from '../support/accounts'
import { api, base } from '../support/http'

/**
 * Finding 11 (part): "forgot password" answers alike whether the account exists or not, and sends a real mail
 * over SMTP (the test run's sink) when it does, in the requester's language, with a link to this site only;
 * the link's token sets a new password; e-mail verification, which no collection uses, answers 404, not 500.
 */
let editorAccount: Account
let customer: Account
const siteUrl = process.env.SITE_URL ?? base

beforeAll(async () => {
  editorAccount = await createAccount('users')
  customer = await createAccount('customers')
})
afterAll(removeAccounts)

const forgot = (collection: 'users' | 'customers', body: unknown, headers: Record<string, string> = {}) =>
  api(`/${collection}/forgot-password/`, {
    method: 'POST',
    headers: from(newAddress(), headers),
    body: JSON.stringify(body),
  })

describe('forgot password', () => {
  it('answers the same for an unknown address and a real account', async () => {
    for (const [collection, account] of [
      ['users', editorAccount],
      ['customers', customer],
    ] as const) {
      const unknown = await forgot(collection, { email: `nobody-${Date.now()}@nowhere.test` })
      const known = await forgot(collection, { email: account.email })
      expect(unknown.status).toBe(200)
      expect(known.status).toBe(unknown.status)
      expect(known.text).toBe(unknown.text)
    }
  })

  it('mails an editor a link to the admin of this site, never of the Host a request names', async () => {
    const [mail] = await mailsTo(editorAccount.email)
    expect(mail, 'a mail reached the SMTP server').toBeTruthy()
    expect(mail!.html).toContain(`${siteUrl}/admin/reset/`)
    expect(mail!.subject).toMatch(/reset your password/i)

    await forgot(
      'users',
      { email: editorAccount.email },
      { 'X-Forwarded-Host': 'evil.example', 'Accept-Language': 'it' },
    )
    const mails = await mailsTo(editorAccount.email, 2)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.html).not.toContain('evil.example')
    expect(mails[1]!.subject).toMatch(/reimposta la tua password/i)

    const token = resetToken(mails[1]!)
    expect(token).toBeTruthy()
    const password = strongPassword()
    const reset = await api('/users/reset-password/', {
      method: 'POST',
      headers: from(newAddress()),
      body: JSON.stringify({ token, password }),
    })
    expect(reset.status).toBe(200)
    expect((await signIn('users', editorAccount.email, password, newAddress())).status).toBe(200)
  })

  it('mails a customer in the language of the request, with a link to the reserved area of this site', async () => {
    const [italian] = await mailsTo(customer.email)
    expect(italian, 'a mail reached the SMTP server').toBeTruthy()
    expect(italian!.subject).toMatch(/reimposta la tua password/i)
    expect(italian!.html).toContain(`${siteUrl}/login/reimposta-password/?token=`)

    await forgot('customers', { email: customer.email, locale: 'en' })
    const mails = await mailsTo(customer.email, 2)
    expect(mails[1]!.subject).toMatch(/reset your password/i)
    expect(mails[1]!.html).toContain(`${siteUrl}/en/login/reset-password/?token=`)
  })

  it("strangers asking again and again do not keep the owner from a link: past five an hour, answered alike, no mail; the owner's own address still gets one", async () => {
    const owner = await createAccount('customers')
    const home = newAddress()
    // The owner signed in from this address before (the limits remember it for 30 days).
    expect((await signIn('customers', owner.email, owner.password, home)).status).toBe(200)
    const ask = (address: string) =>
      api('/customers/forgot-password/', {
        method: 'POST',
        headers: from(address, { 'Accept-Language': 'it' }),
        body: JSON.stringify({ email: owner.email }),
      })
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await ask(newAddress()))
    // Every stranger gets Payload's own answer to a sent mail, the sixth and seventh too: no 429, nothing to tell.
    expect(answers.map((a) => [a.status, a.text])).toEqual(Array(7).fill([200, '{"message":"Successo"}']))
    const strangers = await mailsTo(owner.email, 5)
    expect(strangers).toHaveLength(5)
    // The last link sent is still good: the withheld requests made no new token.
    const reset = await api('/customers/reset-password/', {
      method: 'POST',
      headers: from(newAddress()),
      body: JSON.stringify({ token: resetToken(strangers.at(-1)!), password: strongPassword() }),
    })
    expect(reset.status, reset.text).toBe(200)
    // The owner, from their own address, is sent a link, whatever strangers asked.
    expect((await ask(home)).status).toBe(200)
    expect(await mailsTo(owner.email, 6)).toHaveLength(6)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await mailsTo(owner.email, 1, 0), 'no mail for a withheld request').toHaveLength(6)
  })

  // The twenty-second check from outside: a deactivated customer was mailed a link that led to a refused sign-in.
  it('mails a deactivated customer no link, answered as any other request; a link sent before is void', async () => {
    const customer = await createAccount('customers')
    const ask = () =>
      api('/customers/forgot-password/', {
        method: 'POST',
        headers: from(newAddress(), { 'Accept-Language': 'it' }),
        body: JSON.stringify({ email: customer.email.toUpperCase() }),
      })
    expect((await ask()).status).toBe(200)
    const [before] = await mailsTo(customer.email)
    expect(before).toBeDefined()
    const token = await editorSession()
    const off = await api(`/customers/${customer.id}/`, { method: 'PATCH', token, body: '{"active":false}' })
    expect(off.status, off.text).toBe(200)
    const answer = await ask()
    expect([answer.status, answer.text]).toEqual([200, '{"message":"Successo"}'])
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await mailsTo(customer.email, 2, 0), 'no mail to a deactivated account').toHaveLength(1)
    const reset = await api('/customers/reset-password/', {
      method: 'POST',
      headers: from(newAddress()),
      body: JSON.stringify({ token: resetToken(before!), password: strongPassword() }),
    })
    expect(reset.status).toBeGreaterThanOrEqual(400)
    expect(reset.status).toBeLessThan(500)
  })

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    expect((await forgot('customers', { email: `nobody-${Date.now()}@nowhere.test` })).status).toBe(200)
    for (const body of [{ email: 123 }, {}, { email: ['a@b.c'] }, 'not json']) {
      const res = await api('/customers/forgot-password/', {
        method: 'POST',
        headers: from(newAddress()),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
      expect(JSON.stringify(res.body.errors ?? res.body.message ?? '')).not.toBe('""')
    }
    const badToken = await api('/customers/reset-password/', {
      method: 'POST',
      headers: from(newAddress()),
      body: JSON.stringify({ token: 'not-a-token', password: strongPassword() }),
    })
    expect(badToken.status).toBeGreaterThanOrEqual(400)
    expect(badToken.status).toBeLessThan(500)
  })
})

describe('e-mail verification', () => {
  it('answers 404 with a message: neither collection verifies addresses', async () => {
    for (const collection of ['users', 'customers']) {
      const res = await api(`/${collection}/verify/abc/`, { method: 'POST', headers: from(newAddress()) })
      expect(res.status).toBe(404)
      expect(res.body.errors).toBeTruthy()
    }
  })
})
