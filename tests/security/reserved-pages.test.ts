import { describe, expect, it } from 'vitest'

import { api, base, demoCustomer, editor, login } from '../support/http'

/**
 * Issue 14, item 5 ("never public"): the reserved area's static pages (keys `reserved-area…`) are read through the
 * CMS API by editors and signed-in trade customers only; a visitor finds none, however the query is written, and
 * still reads the public pages.
 */
const queries = [
  '/pages/?where[key][like]=reserved-area&limit=50&depth=0',
  '/pages/?where[key][equals]=reserved-area&depth=0',
  '/pages/?where[key][in]=reserved-area,reserved-area-news,reserved-area-download&depth=0',
  '/pages/?where[or][0][key][exists]=true&where[or][1][key][exists]=false&limit=100&depth=0',
  '/pages/?where[title][like]=riservata&limit=50&depth=0&locale=it',
  '/pages/?limit=100&depth=0&sort=key',
]

const reservedKeys = (docs: unknown) =>
  (docs as { key?: string | null }[]).map((doc) => doc.key ?? '').filter((key) => key.startsWith('reserved-area'))

describe('reserved pages in the CMS API (issue 14 §5)', () => {
  it.each(queries)('a visitor gets none: %s', async (query) => {
    const res = await api(query)
    expect(res.status).toBe(200)
    expect(reservedKeys(res.body.docs)).toEqual([])
    expect(res.text).not.toContain('reserved-area')
  })

  it('a visitor reads a reserved page by id neither', async () => {
    const token = await login('users', editor)
    const { body } = await api('/pages/?where[key][equals]=reserved-area-download&depth=0', { token })
    const id = (body.docs as { id: number }[])[0]!.id
    expect([403, 404]).toContain((await api(`/pages/${id}/?depth=0`)).status)
    expect((await api(`/pages/${id}/?depth=0`, { token })).status).toBe(200)
  })

  it('a visitor still reads the public pages', async () => {
    const res = await api('/pages/?where[key][equals]=philosophy&depth=0')
    expect((res.body.docs as unknown[]).length).toBe(1)
  })

  it('editors and signed-in trade customers read them', async () => {
    for (const token of [await login('users', editor), await login('customers', demoCustomer)]) {
      const res = await api('/pages/?where[key][like]=reserved-area&limit=50&depth=0', { token })
      expect(reservedKeys(res.body.docs).length).toBeGreaterThanOrEqual(13)
    }
  })
})

/** Every reserved URL of the route table, in both languages (a sample slug where it takes one). */
const reservedUrls = [
  '/reserved-area/',
  '/reserved-area/news/',
  '/reserved-area/news/dall-azienda/',
  '/reserved-area/news/dal-mondo-del-vino/',
  '/reserved-area/news/dal-mercato/',
  '/reserved-area/news/una-notizia/',
  '/reserved-area/formazione/',
  '/reserved-area/formazione/corsi/',
  '/reserved-area/formazione/corsi/un-corso/',
  '/reserved-area/formazione/maso-matonari/',
  '/reserved-area/formazione/parola-al-vignaiolo/',
  '/reserved-area/il-vino/',
  '/reserved-area/il-vino/bibliografia/',
  '/reserved-area/il-vino/consigli-carta-dei-vini/',
  '/reserved-area/il-vino/consigli-carta-dei-vini/un-consiglio/',
  '/reserved-area/download/',
  '/reserved-area/download/price-list-request/',
  '/en/reserved-area/',
  '/en/reserved-area/news/from-company/',
  '/en/reserved-area/training/courses/',
  '/en/reserved-area/training/word-of-winemaker/',
  '/en/reserved-area/the-wine/bibliography/',
  '/en/reserved-area/the-wine/wine-list-tips/',
  '/en/reserved-area/download/',
  '/en/reserved-area/download/price-list-request/',
]

describe('reserved pages on the site (issue 14 §5)', () => {
  it.each(reservedUrls)('%s, anonymously: to the login page, never the content, never a public cache', async (path) => {
    const res = await fetch(`${base}${path}`, { redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(new URL(res.headers.get('location')!, base).pathname).toMatch(/^\/(en\/)?login\/$/)
    const cache = res.headers.get('cache-control') ?? ''
    expect(cache).toContain('no-store')
    expect(cache).not.toMatch(/public|s-maxage/)
    expect(await res.text()).not.toMatch(/<html|<main|<h1/i)
  })

  // The proxy lets draft mode through for an editor's preview (decision 027); the page itself checks the editor.
  it.each(reservedUrls)('%s, with a made-up draft-mode cookie: to the login page all the same', async (path) => {
    const res = await fetch(`${base}${path}`, {
      redirect: 'manual',
      headers: { Cookie: '__prerender_bypass=0123456789abcdef; payload-token=forged', 'Sec-Fetch-Site': 'same-origin' },
    })
    expect([303, 307]).toContain(res.status)
    expect(new URL(res.headers.get('location')!, base).pathname).toMatch(/^\/(en\/)?login\/$/)
    expect(res.headers.get('cache-control') ?? '').toContain('no-store')
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(await res.text()).not.toMatch(/<main|<h1/i)
  })

  // The third check from outside: the page redirected, but the head streamed before it carried the article's title,
  // excerpt and other language's address (its metadata was not checked as its page is).
  it.each([
    ['/reserved-area/news/listino-2027-cosa-cambia/', ['Listino 2027', '2027-price-list-what-changes']],
    ['/en/reserved-area/news/2027-price-list-what-changes/', ['2027 price list', 'listino-2027-cosa-cambia']],
    ['/reserved-area/formazione/corsi/corso-base-distillati-2027/', ['Corso base', 'spirits-foundation-course-2027']],
  ])('%s with a made-up draft-mode cookie: not a word of the article', async (path, words) => {
    const res = await fetch(`${base}${path}`, {
      redirect: 'manual',
      headers: { Cookie: '__prerender_bypass=abc' },
    })
    expect([303, 307]).toContain(res.status)
    const body = await res.text()
    for (const word of words) expect(body).not.toContain(word)
    expect(body).not.toMatch(/<title>|og:title|name="description"/)
  })

  it('the login page is never indexed', async () => {
    for (const path of ['/login/', '/en/login/', '/login/password-dimenticata/', '/en/login/reset-password/']) {
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toMatch(/<meta name="robots" content="noindex/)
    }
  })
})
