import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageKeyOf, reservedPageKeys } from '@/cms/access'
import { brandedTitle } from '@/core/metadata'
import { internalPathnames, localizePath } from '@/i18n/route-table'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
import { customer } from '../../seed/data/site'
import {
  createAccount,
  editorSession,
  from,
  mailsTo,
  newAddress,
  removeAccounts,
  resetToken,
  strongPassword,
} from '../support/accounts'
import { openForm, sendForm } from '../support/forms'
import { api } from '../support/http'
import { client, closeDatabase, onDatabase, openDatabase, reservedClient } from '../support/reserved-client'

/**
 * Issue 14, items 1, 3, 5 and 6, against the built site and its built-in login (spec §4 "Login (reserved area)",
 * §3 "Login cookie"): the four states of the guard in both languages, the sealed cookie, single-use and expiring
 * codes, logout and a replayed cookie, a deactivated customer, the downloads. Codes, cookies of the past (the fake
 * clock) and accounts are made on the site's database with its secret (tests/support/reserved-login.ts).
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const { get, where, enter, throughGuard } = reservedClient(base)
beforeAll(openDatabase, 120_000)
afterAll(closeDatabase)

const pages = {
  it: { home: '/reserved-area/', training: '/reserved-area/formazione/', login: '/login/' },
  en: { home: '/en/reserved-area/', training: '/en/reserved-area/training/', login: '/en/login/' },
} as const

describe('the login guard (spec §4), in both languages', () => {
  for (const locale of ['it', 'en'] as const) {
    const page = pages[locale]

    it(`${locale}: no cookie and no code: to the login page, with the page asked for as the return address`, async () => {
      const res = await get(`${page.training}?pagina=2`)
      expect(res.status).toBe(303)
      expect(where(res.location)).toBe(`${page.login}?return=${encodeURIComponent(`${page.training}?pagina=2`)}`)
      expect(res.cache).toMatch(/private/)
      expect(res.cache).toMatch(/no-store/)
      expect(res.cache).not.toMatch(/public|s-maxage/)
    })

    it(`${locale}: no cookie and a code: verified, stored in a sealed cookie, and the same page without the code`, async () => {
      const [code] = await onDatabase([{ op: 'code', email: customer.email }])
      const res = await enter(page.training, code!)
      expect(res.status).toBe(303)
      expect(where(res.location)).toBe(page.training)
      expect(res.setCookie).toMatch(/^login=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
      // Sealed: neither the mail nor the code can be read in it.
      expect(res.cookie).not.toContain(code)
      const decoded = res.cookie!.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      expect(decoded[0]).toBe('{"alg":"dir","enc":"A256GCM"}')
      expect(decoded.join('')).not.toContain(customer.email)
      const page2 = await get(page.training, { cookie: res.cookie })
      expect(page2.status).toBe(200)
      expect(page2.cache).toMatch(/no-store/)
      expect(page2.text).toMatch(/<meta name="robots" content="noindex/)
      // The code is used up: without the cookie it lets nobody in again.
      const again = await enter(page.home, code!)
      expect(where(again.location)).toBe(`${page.login}?return=${encodeURIComponent(page.home)}&error=code`)
      expect(again.setCookie).toBeUndefined()
    })

    it(`${locale}: a HEAD of the address with a code neither uses the code up nor opens a session`, async () => {
      // The seventeenth check from outside: a link checker's HEAD took the customer's session, whose GET then failed.
      const [code] = await onDatabase([{ op: 'code', email: customer.email }])
      const head = await get(`${page.training}?code=${encodeURIComponent(code!)}`, { method: 'HEAD' })
      expect(head.status).toBe(405)
      expect(head.setCookie).toBeUndefined()
      expect(head.cache).toMatch(/no-store/)
      const res = await enter(page.training, code!)
      expect(res.status).toBe(303)
      expect(where(res.location)).toBe(page.training)
      expect((await get(page.training, { cookie: res.cookie })).status).toBe(200)
    })

    it(`${locale}: a cookie that stands and a code: the same page without the code, the session kept`, async () => {
      const [first, second] = await onDatabase([
        { op: 'code', email: customer.email },
        { op: 'code', email: customer.email },
      ])
      const { cookie } = await enter(page.training, first!)
      // A login link opened while signed in: the code leaves the address bar (the twelfth check from outside found it
      // kept there, where history and the next page's Referer could carry it).
      const res = await get(`${page.training}?pagina=2&code=${second}`, { cookie })
      expect(res.status).toBe(303)
      expect(where(res.location)).toBe(`${page.training}?pagina=2`)
      expect(res.setCookie).toBeUndefined()
      expect(res.cache).toMatch(/no-store/)
      expect((await get(page.training, { cookie })).status).toBe(200)
    })

    it(`${locale}: a cookie verified more than 5 minutes ago: revalidated and refreshed; its session ended: logout`, async () => {
      const [code] = await onDatabase([{ op: 'code', email: customer.email }])
      const entered = await enter(page.home, code!)
      const old = Date.now() - 6 * 60_000
      const [stale, notLogged] = await onDatabase([
        {
          op: 'seal',
          state: { token: code!, mail: customer.email, expire: new Date(old).toISOString(), status: { logged: true } },
          at: old - 5 * 60_000,
        },
        {
          op: 'seal',
          state: {
            token: code!,
            mail: customer.email,
            expire: new Date(Date.now() + 60_000).toISOString(),
            status: { logged: false },
          },
        },
      ])
      expect(entered.cookie).toBeTruthy()
      const refreshed = await get(page.training, { cookie: stale })
      expect(refreshed.status).toBe(303)
      expect(where(refreshed.location)).toBe(page.training)
      expect(refreshed.cookie).toBeTruthy()
      expect(refreshed.cookie).not.toBe(stale)
      expect((await get(page.training, { cookie: refreshed.cookie })).status).toBe(200)

      // Status "not logged": the logout call with the token, the cookie removed, to the login page.
      const out = await get(page.training, { cookie: notLogged })
      expect(out.status).toBe(303)
      expect(where(out.location)).toBe(`${page.login}?return=${encodeURIComponent(page.training)}&error=expired`)
      expect(out.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
      // The logout ended the session: the cookie that was valid a moment ago opens nothing now.
      // The page sends it through the guard, which removes the cookie.
      const replay = await throughGuard(page.training, { cookie: refreshed.cookie })
      expect(replay.status).toBe(303)
      expect(where(replay.location)).toBe(`${page.login}?return=${encodeURIComponent(page.training)}&error=expired`)
      expect(replay.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
    })
  }

  it('a forged, tampered or expired cookie gets the login page and is removed', async () => {
    const [code] = await onDatabase([{ op: 'code', email: customer.email }])
    const { cookie } = await enter('/reserved-area/', code!)
    const dayAgo = Date.now() - 24 * 60 * 60_000
    const [expired] = await onDatabase([
      {
        op: 'seal',
        state: { token: code!, mail: customer.email, expire: new Date(dayAgo).toISOString(), status: { logged: true } },
        at: dayAgo,
      },
    ])
    const tampered = cookie!.slice(0, -4) + (cookie!.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    const forged = Buffer.from(JSON.stringify({ token: code, mail: 'x@y.z', status: { logged: true } })).toString(
      'base64url',
    )
    for (const bad of [tampered, forged, expired!, 'eyJhbGciOiJub25lIn0.e30.']) {
      const res = await get('/reserved-area/il-vino/', { cookie: bad })
      expect(res.status, bad.slice(0, 20)).toBe(303)
      expect(where(res.location)).toMatch(/^\/login\/\?return=%2Freserved-area%2Fil-vino%2F/)
      expect(res.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
    }
  })

  it("a page's data asked after the session ended elsewhere: the login's return address is the page's own", async () => {
    // The fifth check from outside: signed out in one tab, a click in another asked for the next page's data with
    // Next's `_rsc`, and the customer signed in again to an address carrying it.
    const res = await get('/reserved-area/il-vino/?_rsc=1afA5OYzGjsMmyy6', {})
    expect(res.status).toBe(303)
    expect(where(res.location)).toBe('/login/?return=%2Freserved-area%2Fil-vino%2F')
  })

  // Decision 103: the login page's prefetch of the reserved area is sent to the login page, which Next answers with a
  // 307 to its address with `_rsc`. Kept by the browser's cache, it met the page's own load on Back, and the address
  // bar ended in `&_rsc=…`.
  it("Next's redirect of a page's data to its `_rsc` address is kept by no cache", async () => {
    const res = await fetch(`${base}/login/?return=%2Freserved-area%2F`, {
      headers: { RSC: '1', 'Next-Router-Prefetch': '1' },
      redirect: 'manual',
    })
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toMatch(/[?&]_rsc=/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('vary')).toMatch(/\bRSC\b.*Next-Router-State-Tree/)
    // The page itself, as the browser loads it, is no redirect.
    expect((await fetch(`${base}/login/?return=%2Freserved-area%2F`, { redirect: 'manual' })).status).toBe(200)
  })

  it('a code issued more than 10 minutes ago, or never issued, is refused', async () => {
    const [old] = await onDatabase([{ op: 'code', email: customer.email, ageMinutes: 11 }])
    for (const code of [old!, 'never-issued-code-0123456789', '<script>']) {
      const res = await enter('/en/reserved-area/', code)
      expect(where(res.location)).toBe('/en/login/?return=%2Fen%2Freserved-area%2F&error=code')
      expect(res.setCookie).toBeUndefined()
    }
  })

  it('expired codes are pruned; a fresh code and a running session are kept', async () => {
    const [old, fresh, forSession] = await onDatabase([
      { op: 'code', email: customer.email, ageMinutes: 11 },
      { op: 'code', email: customer.email },
      { op: 'code', email: customer.email },
    ])
    const session = await enter('/reserved-area/', forSession!)
    const [, oldKnown, freshKnown, sessionKnown] = await onDatabase([
      { op: 'prune' },
      { op: 'known', code: old! },
      { op: 'known', code: fresh! },
      { op: 'known', code: forSession! },
    ])
    expect([oldKnown, freshKnown, sessionKnown]).toEqual([false, true, true])
    const entered = await enter('/en/reserved-area/', fresh!)
    expect(where(entered.location)).toBe('/en/reserved-area/')
    expect((await get('/reserved-area/', { cookie: session.cookie })).status).toBe(200)
  })

  it('codes tried too often from one address: told to wait, in the visitor’s language', async () => {
    const from = client()
    let last = ''
    for (let i = 0; i < 32; i++)
      last = where((await enter('/reserved-area/', `unknown-code-${i}-abcdefgh`, from)).location)
    expect(last).toBe('/login/?return=%2Freserved-area%2F&error=busy')
    const page = await get('/login/?return=%2Freserved-area%2F&error=busy', { from })
    expect(page.text).toContain('Troppi tentativi')
  })
})

describe("a reserved page's head: the SEO title and description editors wrote for the page it shows", () => {
  it('the area, its lists and its pages, in both languages', async () => {
    const token = await editorSession()
    const [code] = await onDatabase([{ op: 'code', email: customer.email }])
    const { cookie } = await enter(pages.it.home, code!)
    for (const key of reservedPageKeys) {
      const pathname = internalPathnames.find((candidate) => pageKeyOf(candidate) === key)!
      for (const locale of ['it', 'en'] as const) {
        const { docs } = (await api(`/pages/?where[key][equals]=${key}&depth=0&locale=${locale}`, { token })).body as {
          docs: { seo: { title: string; description: string } }[]
        }
        const written = docs[0]!.seo
        const shown = await get(localizePath(pathname, locale), { cookie })
        expect(shown.status, `${locale} ${key}`).toBe(200)
        const title = /<title>([^<]*)<\/title>/.exec(shown.text)?.[1]
        const description = /<meta name="description" content="([^"]*)"/.exec(shown.text)?.[1]
        expect(title, `${locale} ${key}`).toBe(brandedTitle(written.title))
        expect(description?.replaceAll('&#x27;', "'"), `${locale} ${key}`).toBe(written.description)
        expect(/<meta name="robots" content="noindex/.test(shown.text), `${locale} ${key}`).toBe(true)
      }
    }
  })
})

describe('the login form without JavaScript: each refusal with its message and its status (decision 077)', () => {
  for (const locale of ['it', 'en'] as const) {
    const words = locale === 'it' ? it_ : en
    it(`${locale}: empty fields 400, wrong credentials 401, too many tries 429; none signs in`, async () => {
      const address = newAddress()
      const form = await openForm(base, pages[locale].login, from(address), 'password')
      const empty = await sendForm(form, { email: '', password: '' }, from(address))
      expect(empty.status).toBe(400)
      expect(empty.html).toContain(words.Validation.required)
      const email = `nobody-${Date.now().toString(36)}-${locale}@example.com`
      const wrong = await sendForm(form, { email, password: 'not the password 2026' }, from(address))
      expect(wrong.status).toBe(401)
      expect(wrong.html).toContain(words.Login.errors.credentials)
      expect(wrong.location).toBe('')
      let last = wrong
      for (let i = 0; i < 6 && last.status !== 429; i++) {
        last = await sendForm(form, { email, password: `not the password ${i}` }, from(address))
      }
      expect(last.status).toBe(429)
      expect(last.html).toContain(words.Login.errors.busy.split('{')[0]!.trim())
      // The account's wait doubles with each try before its end, and the message says so (the thirtieth check).
      expect(last.html).toContain(words.Login.errors.busyGrowing.split('}}: ')[1]!.split("'")[0])
    })
  }
})

describe('logout (spec §4 "Logout") and a deactivated customer', () => {
  it('logout ends the session, removes the cookie, goes to the login page; the old cookie is refused', async () => {
    const [code] = await onDatabase([{ op: 'code', email: customer.email }])
    const { cookie } = await enter('/en/reserved-area/', code!)
    expect((await get('/en/reserved-area/', { cookie })).status).toBe(200)
    const res = await fetch(`${base}/api/logout/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: `login=${cookie}`, 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: 'locale=en',
    })
    expect(res.status).toBe(303)
    expect(where(res.headers.get('location')!)).toBe('/en/login/?return=%2Fen%2Freserved-area%2F&error=loggedOut')
    expect(res.headers.getSetCookie().join()).toMatch(/login=; Path=\/; Max-Age=0/)
    const replay = await throughGuard('/en/reserved-area/', { cookie })
    expect(replay.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
    expect(replay.status).toBeGreaterThanOrEqual(300)
    expect(where(replay.location)).toMatch(/^\/en\/login\//)
    expect(replay.text).not.toContain('Log out')
  })

  it('the guard asked to end a session that stands keeps it, and sends back to the page (no loop, no sign-out by link)', async () => {
    const [code] = await onDatabase([{ op: 'code', email: customer.email }])
    const { cookie } = await enter('/reserved-area/', code!)
    const res = await get('/api/reserved/guard/?path=%2Freserved-area%2Fnews%2F&ended=1', { cookie })
    expect(where(res.location)).toBe('/reserved-area/news/')
    expect(res.setCookie).toBeUndefined()
    expect((await get('/reserved-area/news/', { cookie })).status).toBe(200)
    // An address off the site is not followed.
    const away = await get('/api/reserved/guard/?path=https%3A%2F%2Fevil.example%2F&ended=1', { cookie })
    expect(new URL(away.location, base).origin).toBe(new URL(base).origin)
  })

  it('a form of another site cannot log anyone out', async () => {
    const res = await fetch(`${base}/api/logout/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'locale=it',
    })
    expect(res.status).toBe(403)
  })

  it('a new password, set by an editor or by a reset, ends the sessions opened before it; a customer cannot change their account', async () => {
    const email = `new-password-${Date.now()}@example.com`
    const password = 'a-long-and-unusual-passphrase-2026'
    const [, first] = await onDatabase([
      { op: 'customer', email, password },
      { op: 'code', email },
    ])
    try {
      const open = async (code: string) => {
        const { cookie } = await enter('/reserved-area/', code)
        expect((await get('/reserved-area/', { cookie })).status).toBe(200)
        return cookie
      }
      const stillIn = async (cookie: string | undefined) =>
        !where((await throughGuard('/reserved-area/', { cookie })).location).startsWith('/login/')

      // An editor sets a new one (accounts are the editors' to manage); the customer, through the API, cannot.
      const cookie = await open(first!)
      const login = await api('/customers/login/', {
        method: 'POST',
        headers: from(newAddress()),
        body: JSON.stringify({ email, password }),
      })
      const id = (login.body.user as { id: number }).id
      const own = await api(`/customers/${id}/`, {
        method: 'PATCH',
        token: login.body.token as string,
        body: JSON.stringify({ password: 'another-long-passphrase-2027', vatNumber: 'IT01234560231' }),
      })
      expect(own.status).toBe(403)
      expect(await stillIn(cookie)).toBe(true)
      const changed = await api(`/customers/${id}/`, {
        method: 'PATCH',
        token: await editorSession(),
        body: JSON.stringify({ password: 'another-long-passphrase-2027' }),
      })
      expect(changed.status).toBe(200)
      expect(await stillIn(cookie)).toBe(false)

      // A reset with the mailed token (Payload's reset runs no afterChange hook).
      const [second] = await onDatabase([{ op: 'code', email }])
      const later = await open(second!)
      const asked = await api('/customers/forgot-password/', {
        method: 'POST',
        headers: from(newAddress()),
        body: JSON.stringify({ email }),
      })
      expect(asked.status).toBe(200)
      const [mail] = await mailsTo(email)
      const reset = await api('/customers/reset-password/', {
        method: 'POST',
        headers: from(newAddress()),
        body: JSON.stringify({ token: resetToken(mail!), password: 'a-third-long-passphrase-2028' }),
      })
      expect(reset.status).toBe(200)
      expect(await stillIn(later)).toBe(false)
    } finally {
      await onDatabase([{ op: 'remove', email }])
    }
  })

  it('a customer an editor deactivates loses access at once and cannot come back', async () => {
    const email = 'deactivated-buyer@example.com'
    const [, code] = await onDatabase([
      { op: 'customer', email, password: 'a-long-and-unusual-passphrase-2026' },
      { op: 'code', email },
    ])
    try {
      const { cookie } = await enter('/reserved-area/', code!)
      expect((await get('/reserved-area/', { cookie })).status).toBe(200)
      const [, later] = await onDatabase([
        { op: 'active', email, active: false },
        { op: 'code', email },
      ])
      // Sent to sign in again, and back to the page asked for, not the area's home (the eighth check from outside);
      // through the guard, which removes the cookie on the way (spec §4; the tenth check from outside found it kept
      // until the next check, five minutes on).
      const ended = async (page: string) => {
        const refused = await get(page, { cookie })
        expect(where(refused.location)).toBe(`/api/reserved/guard/?path=${encodeURIComponent(page)}&ended=1`)
        expect(refused.text).not.toContain('Log out')
        const guard = await get(where(refused.location), { cookie })
        expect(guard.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
        return where(guard.location)
      }
      expect(await ended('/reserved-area/news/')).toBe('/login/?return=%2Freserved-area%2Fnews%2F&error=expired')
      expect(await ended('/en/reserved-area/news/')).toBe(
        '/en/login/?return=%2Fen%2Freserved-area%2Fnews%2F&error=expired',
      )
      // The download's answer removes it itself.
      const file = await get('/reserved-area/download/any-code/', { cookie })
      expect(where(file.location)).toMatch(/^\/login\/.*error=expired/)
      expect(file.setCookie).toMatch(/^login=; Path=\/; Max-Age=0/)
      expect(where((await enter('/reserved-area/', later!)).location)).toBe(
        '/login/?return=%2Freserved-area%2F&error=code',
      )
      // Reactivated, the account lets a new login in; the cookie of before stays ended (the twelfth check from
      // outside found it working again).
      const [, again] = await onDatabase([
        { op: 'active', email, active: true },
        { op: 'code', email },
      ])
      expect(where((await get('/reserved-area/news/', { cookie })).location)).toMatch(/^\/api\/reserved\/guard\//)
      const back = await enter('/reserved-area/', again!)
      expect(where(back.location)).toBe('/reserved-area/')
      expect((await get('/reserved-area/', { cookie: back.cookie })).status).toBe(200)
    } finally {
      // The demo seed's own test counts one customer.
      await onDatabase([{ op: 'remove', email }])
    }
  })
})

describe('reserved downloads (issue 14, item 4)', () => {
  it('a file only to a session, as an attachment never stored by a cache', async () => {
    const anonymous = await get('/reserved-area/download/price-list-request/')
    expect(anonymous.status).toBe(303)
    expect(where(anonymous.location)).toMatch(/^\/login\/\?return=/)
    const [code] = await onDatabase([{ op: 'code', email: customer.email }])
    const { cookie } = await enter('/reserved-area/download/', code!)
    const file = await get('/reserved-area/download/price-list-request/', { cookie })
    expect(file.status).toBe(200)
    expect(file.disposition).toMatch(/^attachment; filename=/)
    expect(file.cache).toMatch(/no-store/)
    expect(file.text.length).toBeGreaterThan(100)
    // Its code in other capitals is the same download (the twenty-seventh check from outside: a 404), in each language.
    for (const [path, to] of [
      ['/reserved-area/download/Price-List-REQUEST/', '/reserved-area/download/price-list-request/'],
      ['/en/reserved-area/download/PRICE-LIST-REQUEST/', '/en/reserved-area/download/price-list-request/'],
    ] as const) {
      const cased = await get(path, { cookie })
      expect(cased.status, path).toBe(307)
      expect(where(cased.location), path).toBe(to)
      expect(cased.cache, path).toMatch(/no-store/)
    }
    // A download that is gone (a bookmark of a file an editor deleted): the site's 404 page in the address's
    // language (spec §8 "Unknown route"), not a bare English "Not found" (the third check from outside).
    // A code with a `%` in it too (the fourth check from outside: a bare 500, the segment decoded twice).
    for (const [path, words] of [
      ['/en/reserved-area/download/no-such-file/', 'This page could not be found'],
      ['/reserved-area/download/no-such-file/', 'Non abbiamo trovato la pagina che cercavi.'],
      ['/reserved-area/download/%25/', 'Non abbiamo trovato la pagina che cercavi.'],
      ['/en/reserved-area/download/100%25/', 'This page could not be found'],
      ['/reserved-area/download/%25E0/', 'Non abbiamo trovato la pagina che cercavi.'],
    ] as const) {
      const gone = await get(path, { cookie })
      expect(gone.status, path).toBe(404)
      expect(gone.text, path).toContain(words)
      expect(gone.cache, path).toMatch(/no-store/)
    }
  })
})

// Decision 103: "Forgot password" from the login page of a reserved page led, once the new password was set and the
// customer signed in, to the reserved area's home (the twentieth check from outside).
describe('the forgotten password carries the reserved page asked for, and nothing else', () => {
  for (const locale of ['it', 'en'] as const) {
    const forgot = locale === 'it' ? '/login/password-dimenticata/' : '/en/login/forgot-password/'
    const asked = locale === 'it' ? '/reserved-area/download/' : '/en/reserved-area/download/'
    /** Asks for the reset mail from `address` and opens the reset form its link leads to. */
    const mailedResetForm = async (email: string, address: string) => {
      const form = await openForm(base, forgot, from(address), 'email')
      expect((await sendForm(form, { email }, from(address))).status).toBe(200)
      const [mail] = await mailsTo(email)
      const link = new URL(/href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&'))
      return openForm(base, `${link.pathname}${link.search}`, from(address), 'password')
    }
    /** Signs in with the login form from `address`, which leads into the reserved area. */
    const expectSignIn = async (email: string, password: string, address: string) => {
      const login = await openForm(base, pages[locale].login, from(address), 'password')
      const signedIn = await sendForm(login, { email, password }, from(address))
      expect(signedIn.status, signedIn.html.slice(0, 200)).toBe(303)
      expect(where(signedIn.location)).toMatch(/\/reserved-area\//)
    }
    it(`${locale}: the login page's link, the form, the mail's link and the login after the new password`, async () => {
      const account = await createAccount('customers')
      try {
        const address = newAddress()
        const login = await get(`${pages[locale].login}?return=${encodeURIComponent(asked)}`, { from: address })
        expect(login.text).toContain(`href="${forgot}?return=${encodeURIComponent(asked)}"`)
        const form = await openForm(base, `${forgot}?return=${encodeURIComponent(asked)}`, from(address), 'email')
        expect(new Map(form.hidden).get('return')).toBe(asked)
        expect((await sendForm(form, { email: account.email }, from(address))).status).toBe(200)
        const [mail] = await mailsTo(account.email)
        const link = new URL(/href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&'))
        expect(link.searchParams.get('return')).toBe(asked)

        const reset = await openForm(base, `${link.pathname}${link.search}`, from(address), 'password')
        expect(new Map(reset.hidden).get('return')).toBe(asked)
        // The twenty-second check from outside: the account's own e-mail was taken as its new password.
        const own = `${account.email.toUpperCase()}!`
        const refused = await sendForm(reset, { password: own, confirm: own }, from(address))
        expect(refused.status).toBe(400)
        expect(refused.html).toContain(
          locale === 'it' ? 'non contenga il tuo indirizzo e-mail' : 'does not contain your e-mail address',
        )
        const password = strongPassword()
        const done = await sendForm(reset, { password, confirm: password }, from(address))
        expect(done.status).toBe(303)
        expect(where(done.location)).toBe(`${pages[locale].login}?reset=done&return=${encodeURIComponent(asked)}`)
        // The login page says so, and not as an error (the twenty-seventh check from outside read `?error=reset`).
        const landed = await get(where(done.location), { from: address })
        expect(landed.text).toContain(
          locale === 'it' ? 'La password è stata cambiata' : 'Your password has been changed',
        )
      } finally {
        await removeAccounts()
      }
    })

    // The twenty-fourth check from outside: the wait earned by failed sign-ins outlived a reset through the mailed link.
    it(`${locale}: a new password set through the mailed link ends the wait of the address it was set from`, async () => {
      const account = await createAccount('customers')
      try {
        const address = newAddress()
        const login = await openForm(base, pages[locale].login, from(address), 'password')
        let last = { status: 0, html: '', location: '' }
        for (let i = 0; i < 8 && last.status !== 429; i++) {
          last = await sendForm(login, { email: account.email, password: `not the password ${i}` }, from(address))
        }
        expect(last.status).toBe(429)
        // The right password waits too.
        expect(
          (await sendForm(login, { email: account.email, password: account.password }, from(address))).status,
        ).toBe(429)
        const reset = await mailedResetForm(account.email, address)
        const password = strongPassword()
        const done = await sendForm(reset, { password, confirm: password }, from(address))
        expect(done.status).toBe(303)
        await expectSignIn(account.email, password, address)
      } finally {
        await removeAccounts()
      }
    })

    // The thirty-second check from outside: a password of emoji, accepted at the reset (the rule counts characters),
    // was cut by UTF-16 units at sign-in, half an emoji short of what was stored, and never signed in.
    it(`${locale}: a new password of the longest length, every character beyond the basic plane, then signs in`, async () => {
      const account = await createAccount('customers')
      try {
        const address = newAddress()
        const reset = await mailedResetForm(account.email, address)
        const start = strongPassword()
        const password = `${start}${'🍷'.repeat(256 - start.length)}`
        expect([...password]).toHaveLength(256)
        // One character more is refused, with the rule's message; the link still serves.
        const longer = `${password}🍷`
        const refused = await sendForm(reset, { password: longer, confirm: longer }, from(address))
        expect(refused.status).toBe(400)
        expect(refused.html.includes(locale === 'it' ? 'al massimo 256' : 'longer than 256')).toBe(true)
        const done = await sendForm(reset, { password, confirm: password }, from(address))
        expect(done.status, done.html.slice(0, 200)).toBe(303)
        await expectSignIn(account.email, password, address)
      } finally {
        await removeAccounts()
      }
    })

    it(`${locale}: a return that is no reserved page is dropped from the form and from the mail`, async () => {
      const account = await createAccount('customers')
      try {
        const address = newAddress()
        for (const hostile of [
          'https://evil.example/reserved-area/',
          '//evil.example/',
          '/blog/',
          '/reserved-area/?code=x',
        ]) {
          const form = await openForm(base, `${forgot}?return=${encodeURIComponent(hostile)}`, from(address), 'email')
          expect(new Map(form.hidden).get('return') ?? '', hostile).not.toMatch(/evil|blog|code/)
        }
        // Posted by hand, past the page: the mail's link checks it again.
        const form = await openForm(base, forgot, from(address), 'email')
        await sendForm(form, { email: account.email, return: 'https://evil.example/reserved-area/' }, from(address))
        const [mail] = await mailsTo(account.email)
        const link = new URL(/href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&'))
        expect(link.origin).toBe(new URL(process.env.SITE_URL ?? base).origin)
        expect(link.searchParams.has('return')).toBe(false)
      } finally {
        await removeAccounts()
      }
    })
  }
})
