/**
 * Issue 13, item 2, as a browser without JavaScript and an attacker see it: every page's footer has "Cookie
 * preferences" leading to the cookie policy, whose table lists every cookie by name in both languages; the tag
 * manager's container comes from `GET /api/tag-manager/` (GTM_ID when the site runs: the test site sets one), which
 * echoes nothing and is limited per address; pages allow Google's tag addresses only because GTM_ID is set.
 */
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json' with { type: 'json' }
import it_ from '../../messages/it.json' with { type: 'json' }
import { siteCookies } from '../../src/features/site/consent/cookies'
import { base } from '../support/http'

const messages = { it: it_, en }
const policy = { it: '/cookie-policy/', en: '/en/cookie-policy/' }
const address = () => `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

describe('cookie consent (issue 13 item 2, spec §1, §8)', () => {
  it.each(['it', 'en'] as const)(
    '%s: every page’s footer links “Cookie preferences” to the cookie policy',
    async (locale) => {
      for (const path of locale === 'it' ? ['/', '/prodotti/', '/blog/'] : ['/en/', '/en/products/', '/en/blog/']) {
        const html = await (await fetch(`${base}${path}`)).text()
        const footer = html.slice(html.indexOf('<footer'))
        expect(footer).toContain(`href="${policy[locale]}"`)
        expect(footer).toContain(`>${messages[locale].Footer.cookiePreferences}</a>`)
      }
    },
  )

  it.each(['it', 'en'] as const)(
    '%s: the cookie policy’s table names every cookie, with purpose and duration',
    async (locale) => {
      const res = await fetch(`${base}${policy[locale]}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      const table = html.slice(html.indexOf('data-cookie-table'), html.indexOf('</table>'))
      for (const cookie of siteCookies) {
        for (const name of cookie.names) expect(table).toContain(`<code data-cookie-name="">${name}</code>`)
        expect(table).toContain(messages[locale].Consent.cookies[cookie.key].duration)
      }
      expect(table).toContain(messages[locale].Consent.table.caption)
    },
  )

  it('answers the container id and nothing of the request', async () => {
    const res = await fetch(`${base}/api/tag-manager/?id=%3Cscript%3Ealert(1)%3C/script%3E`, {
      headers: { 'X-Forwarded-For': address(), Cookie: 'cookie_consent=%3Cscript%3E' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({ id: expect.stringMatching(/^GTM-[A-Z0-9]{4,12}$/) })
    expect(body).not.toContain('script')
  })

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s', async (method) => {
    const res = await fetch(`${base}/api/tag-manager/`, { method, headers: { 'X-Forwarded-For': address() } })
    expect(res.status).toBe(405)
  })

  it('is limited per address', async () => {
    const headers = { 'X-Forwarded-For': address() }
    const statuses: number[] = []
    for (let i = 0; i < 122; i++) statuses.push((await fetch(`${base}/api/tag-manager/`, { headers })).status)
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('pages allow Google’s tag addresses (GTM_ID is set), the API does not', async () => {
    const page = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? ''
    expect(page).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(page).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    const api = (await fetch(`${base}/api/tag-manager/`, { headers: { 'X-Forwarded-For': address() } })).headers.get(
      'content-security-policy',
    )
    expect(api).not.toContain('google')
  })
})
