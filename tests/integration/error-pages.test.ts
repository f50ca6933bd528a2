/**
 * Issue 13, item 5 (spec §2 "Error page", §8): every 404 and every 500 answers its status and server-rendered HTML
 * — `<title>`, `lang`, the heading, the §8 text and the links to products, projects and home — readable without
 * JavaScript. Read here as raw HTML, as a crawler or a browser without JavaScript gets it: an unknown route (the
 * proxy's 404), a document whose slug is unknown (a page's `notFound()`, which Next sends as an empty shell that
 * scripts/serve.mjs replaces), `/404/` itself, and a page that fails (ERROR_PROBE=1, set by the test run).
 */

import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json' with { type: 'json' }
import it_ from '../../messages/it.json' with { type: 'json' }
import { api, base, siteSecrets } from '../support/http'

const messages = { it: it_, en }
const company = 'Vinea Distribuzione'

async function raw(pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${pathname}`, { redirect: 'manual', ...init })
  return { status: res.status, headers: res.headers, html: await res.text() }
}

/** The visible text of an element's first match, tags removed. */
const textOf = (html: string, tag: string) =>
  new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`)
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()

const links = {
  it: { products: '/prodotti/', projects: '/i-nostri-progetti/', home: '/' },
  en: { products: '/en/products/', projects: '/en/our-projects/', home: '/en/' },
}

function expectErrorPage(html: string, locale: 'it' | 'en', title: string, heading: string) {
  expect(html).not.toContain('id="__next_error__"')
  expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale === 'it' ? 'it-IT' : 'en-GB'}"`))
  expect(textOf(html, 'title')).toBe(`${title} | ${company}`)
  expect(textOf(html, 'h1')).toBe(heading)
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  for (const href of Object.values(links[locale])) expect(main).toContain(`href="${href}"`)
  expect(html).toMatch(/<meta name="robots" content="noindex/)
  // It answers for every unknown address: no canonical URL nor alternates (they named /404/ and /en/404/).
  expect(html).not.toMatch(/<link rel="(canonical|alternate)"|property="og:url"/)
}

describe('404 pages with a body (spec §8 "Unknown route")', () => {
  const cases = {
    it: [
      '/questa-pagina-non-esiste/',
      '/a/b/c/d/',
      '/404/',
      '/prodotti/scheda/prodotto-inesistente/',
      '/produttori/produttore/produttore-inesistente/',
      '/blog/articolo-inesistente/',
      '/i-nostri-progetti/progetto-inesistente/',
      '/cataloghi/catalogo-inesistente/',
    ],
    en: [
      '/en/this-page-does-not-exist/',
      '/en/a/b/c/d/',
      '/en/404/',
      '/en/products/sheet/no-such-product/',
      '/en/producers/producer/no-such-producer/',
      '/en/blog/no-such-article/',
      '/en/our-projects/no-such-project/',
      '/en/catalogues/no-such-catalogue/',
    ],
  }
  for (const locale of ['it', 'en'] as const) {
    it.each(cases[locale])(`${locale}: %s is a 404 whose HTML has the title, heading, text and links`, async (path) => {
      const { status, html } = await raw(path)
      expect(status).toBe(404)
      const t = messages[locale]
      expectErrorPage(html, locale, t.Meta.notFound.title, t.NotFound.text)
      expect(html).toContain(t.NotFound.lead)
    })
  }

  it('after an edit expires its cache, the 404 page is rendered again with its title and status', async () => {
    // An edit of the header's or footer's content (site settings) expires every page's cache, the 404 page's too; a
    // page rewritten with status 404 was then rendered as Next's not-found boundary, without its metadata, and kept.
    const secret = siteSecrets().REVALIDATE_SECRET
    const expired = await api('/revalidate/', {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags: ['global:site-settings'] }),
    })
    expect(expired.status).toBe(200)
    for (const [locale, url] of [
      ['it', '/dopo-una-modifica/'],
      ['it', '/404/'],
      ['en', '/en/after-an-edit/'],
      ['it', '/prodotti/scheda/prodotto-inesistente/'],
    ] as const) {
      const { status, html, headers } = await raw(url)
      expect(status, url).toBe(404)
      expect(headers.get('x-site-status'), url).toBeNull()
      expectErrorPage(html, locale, messages[locale].Meta.notFound.title, messages[locale].NotFound.text)
    }
    // The page regenerated for the first of those paths serves every later 404: its language link is the other 404
    // page's, never that path's (it was the first visitor's path, shown to everyone, a link anyone could plant).
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    for (const [url, other] of [
      ['/un-altro-indirizzo/', '/en/404/'],
      ['/en/another-address/', '/404/'],
    ] as const) {
      const switcher = /<a[^>]*data-locale-switcher[^>]*>/.exec((await raw(url)).html)?.[0] ?? ''
      expect(switcher, url).toContain(`href="${other}"`)
    }
  })

  it("after an edit, the 404 page marks no menu link as the visitor's page or section", async () => {
    // The fifth check from outside: the render regenerated for `/produttori/…` served every later 404 with
    // "Produttori" (or Blog, or Products) marked current, and its header not fixed, as on the product routes.
    const secret = siteSecrets().REVALIDATE_SECRET
    for (const [first, later] of [
      ['/produttori/nessun-produttore-qui/', '/ancora-un-indirizzo/'],
      ['/en/products/no-such-product-here/', '/en/yet-another-address/'],
    ] as const) {
      const expired = await api('/revalidate/', {
        method: 'POST',
        headers: { 'x-revalidate-secret': secret },
        body: JSON.stringify({ tags: ['global:site-settings'] }),
      })
      expect(expired.status).toBe(200)
      expect((await raw(first)).status).toBe(404)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      for (const url of [first, later]) {
        const { status, html } = await raw(url)
        expect(status, url).toBe(404)
        expect(html, url).toContain('<header')
        expect(html.match(/<a[^>]*aria-current[^>]*>/g), url).toBeNull()
        expect(html, url).not.toMatch(/data-fixed="false"/)
      }
    }
  })

  it('a HEAD request gets the status and no body', async () => {
    const { status, html } = await raw('/prodotti/scheda/prodotto-inesistente/', { method: 'HEAD' })
    expect(status).toBe(404)
    expect(html).toBe('')
  })
})

describe('500 pages with a body (spec §8 "Route error": 500 by default)', () => {
  it.each([
    ['it', '/error-probe/'],
    ['en', '/en/error-probe/'],
  ] as const)('%s: a page that fails answers 500 with the error page', async (locale, path) => {
    const { status, html, headers } = await raw(path)
    expect(status).toBe(500)
    const t = messages[locale]
    const title = t.Error.title.replace('{status}', '500')
    expectErrorPage(html, locale, title, title)
    expect(html).toContain(t.Error.text)
    expect(html).toContain(`>${t.Error.retry}</a>`)
    // Not kept by a cache in between: the next request may succeed.
    expect(headers.get('cache-control') ?? '').toMatch(/no-store|no-cache|max-age=0/)
  })
})

describe('the error pages cannot be asked for from outside', () => {
  it.each(['guess:404', 'guess:500', ':404', 'x'.repeat(32) + ':500'])(
    'an X-Error-Page header %s changes nothing',
    async (value) => {
      const products = await raw('/prodotti/', { headers: { 'X-Error-Page': value } })
      expect(products.status).toBe(200)
      expect(textOf(products.html, 'h1')).toBe('Prodotti')
      const missing = await raw('/prodotti/scheda/prodotto-inesistente/', { headers: { 'X-Error-Page': value } })
      expect(missing.status).toBe(404)
    },
  )

  it('the internal error page has no public address', async () => {
    for (const path of ['/server-error/', '/it/server-error/', '/en/server-error/', '/page-not-found/']) {
      const { status, html } = await raw(path)
      expect([301, 404]).toContain(status)
      if (status === 404) expect(html).not.toContain('Errore 500')
    }
  })
})
