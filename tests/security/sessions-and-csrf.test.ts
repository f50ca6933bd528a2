import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sessionCookies } from '@/cms/auth/options'
import { csrfOrigins } from '@/lib/site-origins'

import { type Account, createAccount, newAddress, removeAccounts, signIn } from '../support/accounts'
import { api, base } from '../support/http'

/**
 * Finding 7: the session cookie is HttpOnly and SameSite=Lax, Secure whenever the site is served over https,
 * and Payload honours it only from the site's own origins (`csrf` from SITE_URL): a write that another site's
 * page makes with the editor's cookie is refused. Both local names of the test server keep working.
 */
let account: Account
let cookie: string
const port = new URL(base).port

beforeAll(async () => {
  account = await createAccount('users')
  const res = await signIn('users', account.email, account.password, newAddress())
  expect(res.status).toBe(200)
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
  expect(setCookie).toBeTruthy()
  cookie = setCookie
})
afterAll(removeAccounts)

const rename = (headers: Record<string, string>) =>
  api(`/users/${account.id}/`, {
    method: 'PATCH',
    headers: { Cookie: cookie.split(';')[0]!, ...headers },
    body: JSON.stringify({ name: `Renamed ${Date.now()}` }),
  })

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure over https, and honoured only from this site (by either local name)', async () => {
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    const siteUrl = process.env.SITE_URL ?? base
    expect(/;\s*Secure/i.test(cookie)).toBe(siteUrl.startsWith('https://'))
    // The test server is plain http: the https half is the setting the collections get from SITE_URL.
    expect(sessionCookies('https://www.vinea.example').secure).toBe(true)
    expect(sessionCookies('http://localhost:3000').secure).toBe(false)

    // Another site's page writing with the editor's cookie: refused.
    expect((await rename({ Origin: 'https://evil.example' })).status).toBe(403)
    expect((await rename({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    // The site itself, by either local name the demo is reached by: accepted.
    expect(csrfOrigins(`http://localhost:${port}`)).toContain(`http://127.0.0.1:${port}`)
    expect((await rename({ Origin: `http://localhost:${port}` })).status).toBe(200)
    expect((await rename({ Origin: `http://127.0.0.1:${port}` })).status).toBe(200)
    expect((await rename({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
  })
})
