import http from 'node:http'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startSiteOnSnapshot } from '../support/outbox-harness.mjs'
import { closeDatabase, helperDatabase, onDatabase, openDatabase, reservedClient } from '../support/reserved-client'

/**
 * Issue 14, items 1, 2 and 6, with the distributor's services configured (LOGIN_URL, CHECK_CODES_URL, LOGOUT_URL):
 * the four states of the guard of spec §4 run end to end in both languages, on a second instance of the built site
 * started here with the three addresses on a snapshot of the test site's database, and a local HTTP server standing
 * for the services (§7.7, §7.8: POSTs of JSON `{url, code}`). Cookies verified in the past (the fake clock) are sealed with the site's secret
 * (tests/support/reserved-login.ts); a service that is down leaves the visitor a clear message.
 */
const externalLogin = 'https://login.distributor.example/accedi'

type Call = { path: string; type: string; body: { url?: string; code?: string } }
const calls: Call[] = []
/** The service's verdict on each code it issued: logged in, and whose. */
const verdicts = new Map<string, { logged: boolean; mail: string }>()
let serviceDown = false

const service = http.createServer((request, response) => {
  let raw = ''
  request.on('data', (chunk) => (raw += chunk))
  request.on('end', () => {
    const body = JSON.parse(raw || '{}') as Call['body']
    calls.push({ path: request.url ?? '', type: request.headers['content-type'] ?? '', body })
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    if (serviceDown) return send(503, { error: 'maintenance' })
    if (request.url === '/logout') {
      verdicts.delete(body.code ?? '')
      return send(200, { ok: true })
    }
    return send(200, verdicts.get(body.code ?? '') ?? { logged: false })
  })
})

let site: Awaited<ReturnType<typeof startSiteOnSnapshot>> | undefined
let base = ''
let siteUrl = ''
let client: ReturnType<typeof reservedClient>

beforeAll(async () => {
  const servicePort = await freePort()
  await new Promise<void>((resolve) => service.listen(servicePort, '127.0.0.1', resolve))
  // The same build as the site under test, another process on its own copy of the build (the pages it renders name
  // its own address) and of the database (a test here holds its write lock): only its login services differ.
  site = await startSiteOnSnapshot({
    env: {
      LOGIN_URL: externalLogin,
      CHECK_CODES_URL: `http://127.0.0.1:${servicePort}/check`,
      LOGOUT_URL: `http://127.0.0.1:${servicePort}/logout`,
      // The site under test runs the scheduled jobs; one runner is enough.
      JOBS_AUTORUN_CRON: 'off',
    },
  })
  helperDatabase(site.database.url, site.mediaDir)
  await openDatabase()
  base = site.base
  siteUrl = site.siteUrl
  client = reservedClient(base)
}, 180_000)

afterAll(async () => {
  await closeDatabase()
  await site?.stop()
  await new Promise<void>((resolve) => service.close(() => resolve()))
})

const pages = {
  it: { home: '/reserved-area/', training: '/reserved-area/formazione/', login: '/login/' },
  en: { home: '/en/reserved-area/', training: '/en/reserved-area/training/', login: '/en/login/' },
} as const

/** A code the distributor's login page issued for a customer, as the service knows it. */
function issue(logged = true) {
  const code = `svc-${crypto.randomUUID()}`
  verdicts.set(code, { logged, mail: 'buyer@example.com' })
  return code
}

const callsFor = (code: string) => calls.filter((call) => call.body.code === code)

/** A cookie for `code` whose status says the customer is no longer logged in (the guard logs it out). */
const notLoggedCookie = async (code: string) =>
  (
    await onDatabase([
      {
        op: 'seal',
        state: {
          token: code,
          mail: '',
          expire: new Date(Date.now() + 60_000).toISOString(),
          status: { logged: false },
        },
      },
    ])
  )[0]!

/** The reserved area's logout button, sent with `cookie`. */
const logoutButton = (cookie: string, locale: string) =>
  fetch(`${base}/api/logout/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: `login=${cookie}`, 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: `locale=${locale}`,
  })

describe('the guard with the distributor’s services (spec §4, §7.7, §7.8)', () => {
  for (const locale of ['it', 'en'] as const) {
    const page = pages[locale]

    it(`${locale}: no cookie and no code: to the distributor's login page, with the page's full address to come back to`, async () => {
      const res = await client.get(`${page.training}?pagina=2`)
      expect(res.status).toBe(303)
      const target = new URL(res.location)
      expect(`${target.origin}${target.pathname}`).toBe(externalLogin)
      expect(target.searchParams.get('return')).toBe(`${siteUrl}${page.training}?pagina=2`)
      expect(res.cache).toMatch(/no-store/)
    })

    it(`${locale}: a code: verified by the service with {url, code}, stored in the cookie, the page without the code`, async () => {
      const code = issue()
      const res = await client.enter(page.training, code)
      expect(res.status).toBe(303)
      expect(client.where(res.location)).toBe(page.training)
      expect(res.setCookie).toMatch(/^login=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
      expect(callsFor(code)).toEqual([
        { path: '/check', type: 'application/json', body: { url: `${siteUrl}${page.training}`, code } },
      ])
      const shown = await client.get(page.training, { cookie: res.cookie })
      expect(shown.status).toBe(200)
      expect(shown.text).toMatch(/<meta name="robots" content="noindex/)
      // A code the service does not know: back to the site's page that says so, no cookie.
      const refused = await client.enter(page.home, `svc-unknown-${crypto.randomUUID()}`)
      expect(client.where(refused.location)).toBe(`${page.login}?return=${encodeURIComponent(page.home)}&error=code`)
      expect(refused.setCookie).toBeUndefined()
    })

    it(`${locale}: a cookie verified more than 5 minutes ago is revalidated with the service; once it says no, logout`, async () => {
      const code = issue()
      const old = Date.now() - 6 * 60_000
      const state = { token: code, mail: 'buyer@example.com', expire: new Date(old).toISOString() }
      const [stale] = await onDatabase([{ op: 'seal', state: { ...state, status: { logged: true } }, at: old }])
      const refreshed = await client.get(page.training, { cookie: stale })
      expect(refreshed.status).toBe(303)
      expect(client.where(refreshed.location)).toBe(page.training)
      expect(refreshed.cookie).toBeTruthy()
      expect(refreshed.cookie).not.toBe(stale)
      expect(callsFor(code).map((call) => call.path)).toEqual(['/check'])
      expect((await client.get(page.training, { cookie: refreshed.cookie })).status).toBe(200)

      // The distributor ends the session: at the next revalidation the site calls logout and removes the cookie.
      verdicts.set(code, { logged: false, mail: '' })
      const out = await client.get(page.home, { cookie: stale })
      expect(out.status).toBe(303)
      expect(client.where(out.location)).toBe(`${page.login}?return=${encodeURIComponent(page.home)}&error=expired`)
      expect(out.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
      expect(callsFor(code).map((call) => call.path)).toEqual(['/check', '/check', '/logout'])
      // The fresh cookie of before is refused too: the session is ended on the site's own record.
      // The page sends it through the guard, which removes the cookie.
      const replay = await client.throughGuard(page.training, { cookie: refreshed.cookie })
      expect(client.where(replay.location)).toMatch(new RegExp(`^${page.login}`))
      expect(replay.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
    })

    it(`${locale}: a cookie whose status is not logged: logout with its token, cookie removed, to the login page`, async () => {
      const code = issue()
      const notLogged = await notLoggedCookie(code)
      const res = await client.get(page.home, { cookie: notLogged })
      expect(res.status).toBe(303)
      expect(client.where(res.location)).toBe(`${page.login}?return=${encodeURIComponent(page.home)}&error=expired`)
      expect(res.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
      expect(callsFor(code)).toEqual([
        { path: '/logout', type: 'application/json', body: { url: `${siteUrl}${page.home}`, code } },
      ])
    })

    it(`${locale}: the logout button calls the service and the old cookie is refused even if replayed`, async () => {
      const code = issue()
      const { cookie } = await client.enter(page.home, code)
      const res = await logoutButton(cookie!, locale)
      expect(res.status).toBe(303)
      expect(res.headers.getSetCookie().join()).toMatch(/login=; Path=\/; Max-Age=0/)
      expect(callsFor(code).map((call) => call.path)).toEqual(['/check', '/logout'])
      const replay = await client.throughGuard(page.home, { cookie })
      expect(client.where(replay.location)).toMatch(new RegExp(`^${page.login}`))
    })

    it(`${locale}: a logout that meets another connection's write waits for it (SQLite's one writer), then ends the session`, async () => {
      const code = issue()
      const { cookie } = await client.enter(page.home, code)
      const notLogged = await notLoggedCookie(code)
      // Another writer (an editor's save, the outbox, a script) holds the database's one write lock for a moment.
      const holder = createClient({ url: site!.database.url })
      try {
        await holder.execute('BEGIN IMMEDIATE')
        const button = logoutButton(cookie!, locale)
        const expired = client.get(page.home, { cookie: notLogged })
        await new Promise((resolve) => setTimeout(resolve, 600))
        await holder.execute('COMMIT')
        const [out, guard] = await Promise.all([button, expired])
        expect(out.status).toBe(303)
        expect(out.headers.getSetCookie().join()).toMatch(/login=; Path=\/; Max-Age=0/)
        expect(guard.status).toBe(303)
        expect(client.where(guard.location)).toBe(`${page.login}?return=${encodeURIComponent(page.home)}&error=expired`)
      } finally {
        holder.close()
      }
      const replay = await client.throughGuard(page.home, { cookie })
      expect(client.where(replay.location)).toMatch(new RegExp(`^${page.login}`))
    })

    it(`${locale}: the service is down: the visitor is told so in their language, and the cookie is kept`, async () => {
      const code = issue()
      serviceDown = true
      try {
        const res = await client.enter(page.home, code)
        expect(client.where(res.location)).toBe(
          `${page.login}?return=${encodeURIComponent(page.home)}&error=unavailable`,
        )
        const shown = await client.get(client.where(res.location))
        expect(shown.status).toBe(200)
        const message = {
          it: 'Il servizio di accesso non risponde',
          en: 'The login service is not answering',
        }[locale]
        expect(shown.text.includes(message), message).toBe(true)
        // Its link leads to the distributor's login page, which brings the customer back here.
        const link = `href="${externalLogin}?return=${encodeURIComponent(`${siteUrl}${page.home}`)}"`
        expect(shown.text.includes(link), link).toBe(true)
      } finally {
        serviceDown = false
      }
    })
  }
})
