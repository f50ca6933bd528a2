import { afterAll, describe, expect, it } from 'vitest'

import { DEMO_CUSTOMER_PASSWORD, DEMO_EDITOR_PASSWORD } from '@/lib/demo-credentials'

import {
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
import { api, demoCustomer, editor } from '../support/http'

/**
 * Finding 3 (part): editors' and customers' passwords have at least 12 characters and are neither a published
 * demo password nor a common one, however they are set: created by an editor, changed on the account page,
 * reset from a mailed link. The seed still gives the demo accounts their published passwords.
 */
afterAll(removeAccounts)

const weak = ['short-1', DEMO_EDITOR_PASSWORD, DEMO_CUSTOMER_PASSWORD, 'qwerty123456', 'Password2026!']
let n = 0
const newEmail = () => `policy-${Date.now().toString(36)}-${++n}@policy.test`

const passwordError = (body: Record<string, unknown>) =>
  JSON.stringify((body.errors as { data?: { errors?: { path: string; message: string }[] } }[])?.[0]?.data?.errors)

describe('the password policy', () => {
  it('refuses weak passwords when an editor creates an editor or a customer, or someone registers first', async () => {
    // The demo accounts keep their published passwords: the seed sets them through the local API, never HTTP.
    expect((await api('/users/login/', { method: 'POST', body: JSON.stringify(editor) })).status).toBe(200)
    expect((await api('/customers/login/', { method: 'POST', body: JSON.stringify(demoCustomer) })).status).toBe(200)
    const first = await api('/users/first-register/', {
      method: 'POST',
      headers: from(newAddress()),
      body: JSON.stringify({ email: newEmail(), password: 'short-1' }),
    })
    expect(first.status).toBeGreaterThanOrEqual(400)
    expect(first.status).toBeLessThan(500)
    const token = await editorSession()
    for (const password of weak) {
      const user = await api('/users/', {
        method: 'POST',
        token,
        body: JSON.stringify({ email: newEmail(), password }),
      })
      expect(user.status, password).toBe(400)
      expect(passwordError(user.body), password).toContain('password')
      const customer = await api('/customers/', {
        method: 'POST',
        token,
        body: JSON.stringify({ email: newEmail(), password, name: 'T', company: 'T', vatNumber: 'IT0' }),
      })
      expect(customer.status, password).toBe(400)
    }
  })

  it('says why, in the language of the request', async () => {
    const token = await editorSession()
    const body = JSON.stringify({ email: newEmail(), password: 'short-1', name: 'T', company: 'T', vatNumber: 'IT0' })
    const it_ = await api('/customers/', { method: 'POST', token, body, headers: { 'Accept-Language': 'it' } })
    expect(passwordError(it_.body)).toContain('almeno 12 caratteri')
    const en = await api('/customers/', { method: 'POST', token, body, headers: { 'Accept-Language': 'en' } })
    expect(passwordError(en.body)).toContain('at least 12 characters')
    // The summary the admin shows as its toast (the fifth check from outside: English in the Italian admin).
    const summary = (res: typeof it_) => (res.body.errors as { message: string }[])[0]!.message
    expect(summary(it_)).toBe('Il seguente campo non è valido: password')
    expect(summary(en)).toBe('The following field is invalid: password')
  })

  // The fourteenth check from outside: an editor's account refused a short password in English under an Italian
  // summary, without Accept-Language. Editors' accounts speak the admin's language: Italian unless asked otherwise.
  it('refuses an editor account’s weak password in the admin’s language', async () => {
    const token = await editorSession()
    const body = JSON.stringify({ email: newEmail(), password: 'short-1' })
    const plain = await api('/users/', { method: 'POST', token, body })
    expect(passwordError(plain.body)).toContain('almeno 12 caratteri')
    const en = await api('/users/', { method: 'POST', token, body, headers: { 'Accept-Language': 'en' } })
    expect(passwordError(en.body)).toContain('at least 12 characters')
  })

  it('refuses a weak password on the account page and on reset, and accepts a strong one', async () => {
    const account = await createAccount('users')
    const session = await signIn('users', account.email, account.password, newAddress())
    const token = session.body.token as string
    const changed = await api(`/users/${account.id}/`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ password: 'qwerty123456' }),
    })
    expect(changed.status).toBe(400)
    const strong = await api(`/users/${account.id}/`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ password: strongPassword() }),
    })
    expect(strong.status).toBe(200)

    await api('/users/forgot-password/', {
      method: 'POST',
      headers: from(newAddress()),
      body: JSON.stringify({ email: account.email }),
    })
    const [mail] = await mailsTo(account.email)
    const resetWith = (password: string) =>
      api('/users/reset-password/', {
        method: 'POST',
        headers: from(newAddress()),
        body: JSON.stringify({ token: resetToken(mail!), password }),
      })
    expect((await resetWith(DEMO_EDITOR_PASSWORD)).status).toBe(400)
    expect((await resetWith(strongPassword())).status).toBe(200)
  })

  // The twenty-second check from outside: the account's own e-mail was refused only when the request sent it too. A
  // reset (its token) and a change of the password alone set it, through the site's form and the API.
  it('refuses the account’s own e-mail as its password when only the password is sent, and on reset', async () => {
    const token = await editorSession()
    for (const collection of ['users', 'customers'] as const) {
      const account = await createAccount(collection)
      const own = `${account.email}!`
      const changed = await api(`/${collection}/${account.id}/`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ password: own }),
      })
      expect(changed.status, collection).toBe(400)
      expect(passwordError(changed.body), collection).toContain('indirizzo e-mail')
      await api(`/${collection}/forgot-password/`, {
        method: 'POST',
        headers: from(newAddress()),
        body: JSON.stringify({ email: account.email }),
      })
      const [mail] = await mailsTo(account.email)
      const resetWith = (password: string, language: string) =>
        api(`/${collection}/reset-password/`, {
          method: 'POST',
          headers: from(newAddress(), { 'Accept-Language': language }),
          body: JSON.stringify({ token: resetToken(mail!), password }),
        })
      const refused = await resetWith(own.toUpperCase(), 'en')
      expect(refused.status, collection).toBe(400)
      expect(passwordError(refused.body), collection).toContain('e-mail address')
      // Nothing changed: the old password still signs in, the own e-mail does not.
      expect((await signIn(collection, account.email, own, newAddress())).status, collection).toBe(401)
      expect((await signIn(collection, account.email, account.password, newAddress())).status, collection).toBe(200)
      expect((await resetWith(strongPassword(), 'it')).status, collection).toBe(200)
    }
  })
})
