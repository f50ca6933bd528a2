import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'

import { brandedTitle } from '@/core/metadata'
import { internalPathnames, localizePath } from '@/i18n/route-table'

import { api, editor, login } from '../support/http'

/** Every page has an SEO title and description in both languages; canonical and hreflang. */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const site = process.env.SITE_URL ?? base

const head = async (path: string) => {
  const html = await (await fetch(base + path)).text()
  const attr = (re: RegExp) => re.exec(html)?.[1]
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
  }
}

const unescaped = (text: string | undefined) =>
  text
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const publicStatic = internalPathnames.filter(
  (p) => !p.includes('[') && p !== '/page-not-found' && !p.startsWith('/reserved-area'),
)

describe('SEO title, description, canonical and hreflang on every static page', () => {
  for (const pathname of publicStatic) {
    it(pathname, async () => {
      const it_ = await head(localizePath(pathname, 'it'))
      const en = await head(localizePath(pathname, 'en'))
      for (const page of [it_, en]) {
        expect(page.title).toMatch(/\S/)
        expect(page.description).toMatch(/\S/)
        expect(page.alternates).toEqual({
          it: site + localizePath(pathname, 'it'),
          en: site + localizePath(pathname, 'en'),
          'x-default': site + localizePath(pathname, 'it'),
        })
      }
      expect(it_.canonical).toBe(site + localizePath(pathname, 'it'))
      expect(en.canonical).toBe(site + localizePath(pathname, 'en'))
      // No page of its own picture: shared with the site's (decision 094).
      expect(it_.ogImage).toBe(`${site}/share-image.png`)
      expect(en.ogImage).toBe(`${site}/share-image.png`)
      // Two languages, two texts (a few titles are the same word in both, like "Blog").
      expect(it_.description).not.toBe(en.description)
    })
  }

  it('points hreflang of a product at its slug in each language', async () => {
    const page = await head('/prodotti/scheda/grappa-di-teroldego-v0001/')
    expect(page.alternates.en).toBe(`${site}/en/products/sheet/teroldego-grappa-v0001/`)
    expect(page.title).toContain('Grappa di Teroldego')
    // A page with a picture of its own is shared with it.
    expect(page.ogImage).toMatch(/\/api\/media\/file\//)
  })

  // The twenty-fourth check from outside: an SEO title written in one language was the other language's `<title>`
  // (Payload's fallback), and the page's own title in that language was never used.
  it('an SEO title and description written in one language stay that language’s; the other keeps its own title', async () => {
    const token = await login('users', editor)
    const [product] = (
      await api('/products/?where[spiritType][exists]=true&sort=-code&limit=1&depth=0&locale=it', { token })
    ).body.docs as { id: number; slug: string; title: string }[]
    const [producer] = (await api('/producers/?sort=-name&limit=1&depth=0&locale=it', { token })).body.docs as {
      id: number
      slug: string
      name: string
    }[]
    const english = (await api(`/products/${product!.id}/?depth=0&locale=en`, { token })).body as {
      slug: string
      title: string
    }
    const englishProducer = (await api(`/producers/${producer!.id}/?depth=0&locale=en`, { token })).body as {
      slug: string
    }
    const seo = (title: string | null, description: string | null) => JSON.stringify({ seo: { title, description } })
    const itProduct = localizePath('/products/sheet/[product]', 'it', { product: product!.slug })
    const enProduct = localizePath('/products/sheet/[product]', 'en', { product: english.slug })
    const itProducer = localizePath('/producers/producer/[producer]', 'it', { producer: producer!.slug })
    const enProducer = localizePath('/producers/producer/[producer]', 'en', { producer: englishProducer.slug })
    try {
      expect(
        (
          await api(`/products/${product!.id}/?locale=it`, {
            token,
            method: 'PATCH',
            body: seo('Solo italiano', 'Descrizione solo italiana'),
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await api(`/producers/${producer!.id}/?locale=en`, {
            token,
            method: 'PATCH',
            body: seo('English only', 'An English description only'),
          })
        ).status,
      ).toBe(200)
      const [itP, enP, itQ, enQ] = await Promise.all([
        head(itProduct),
        head(enProduct),
        head(itProducer),
        head(enProducer),
      ])
      expect(itP.title).toContain('Solo italiano')
      expect(itP.description).toBe('Descrizione solo italiana')
      expect(enP.title).not.toContain('Solo italiano')
      expect(enP.title).toContain(english.title)
      expect(enP.description).not.toBe('Descrizione solo italiana')
      expect(enQ.title).toContain('English only')
      expect(enQ.description).toBe('An English description only')
      expect(itQ.title).not.toContain('English only')
      expect(itQ.title).toContain(producer!.name)
      expect(itQ.description).not.toBe('An English description only')
      // The editor still reads each language's own, and an empty one as empty.
      const read = (await api(`/producers/${producer!.id}/?depth=0&locale=it`, { token })).body as { seo?: object }
      expect(read.seo).toEqual({ title: null, description: null })
    } finally {
      await api(`/products/${product!.id}/?locale=it`, { token, method: 'PATCH', body: seo(null, null) })
      await api(`/producers/${producer!.id}/?locale=en`, { token, method: 'PATCH', body: seo(null, null) })
    }
  })

  it('the contacts pages and the application take their head from the SEO title and description editors wrote', async () => {
    const token = await login('users', editor)
    const shown = {
      '/contacts': 'contacts',
      '/contacts/horeca': 'contacts-horeca',
      '/contacts/agents': 'contacts-agents',
      '/contacts/producers': 'contacts-producers',
      '/contacts/work-with-us': 'contacts-work-with-us',
      '/candidates': 'candidates',
    } as const
    for (const [pathname, key] of Object.entries(shown)) {
      for (const locale of ['it', 'en'] as const) {
        const { docs } = (await api(`/pages/?where[key][equals]=${key}&depth=0&locale=${locale}`, { token })).body as {
          docs: { seo: { title: string; description: string } }[]
        }
        const written = docs[0]!.seo
        const page = await head(localizePath(pathname as keyof typeof shown, locale))
        expect(unescaped(page.title), `${locale} ${pathname}`).toBe(brandedTitle(written.title))
        expect(unescaped(page.description), `${locale} ${pathname}`).toBe(written.description)
      }
    }
  })

  it("shares the pages without a picture with the site's: a 1200×630 PNG that crawlers may fetch", async () => {
    const html = await (await fetch(`${base}/en/producers/`)).text()
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html).toContain('<meta property="og:image:height" content="630"/>')
    expect(html).toContain('<meta property="og:image:alt" content="Vinea Distribuzione"/>')
    const res = await fetch(`${base}/share-image.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    const robots = robotsParser(`${site}/robots.txt`, await (await fetch(`${base}/robots.txt`)).text())
    expect(robots.isAllowed(`${site}/share-image.png`, 'Googlebot')).toBe(true)
  })
})

/** The sitemap index's files, as a crawler reads them from `/sitemap.xml`. */
async function sitemapFiles() {
  const res = await fetch(`${base}/sitemap.xml`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
  const index = await res.text()
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  return Promise.all(
    locs.map(async (loc) => {
      const path = new URL(loc).pathname
      const file = await fetch(base + path)
      expect(file.status, path).toBe(200)
      return { path, xml: await file.text() }
    }),
  )
}

describe('sitemap.xml and robots.txt', () => {
  it('is an index of files split by kind, each of at most 50,000 URLs (issue 15, item 5)', async () => {
    const files = await sitemapFiles()
    expect(files.map((f) => f.path)).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/producers-1.xml',
      '/sitemaps/articles-1.xml',
    ])
    for (const { path, xml } of files) {
      expect(xml, path).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
      const urls = xml.match(/<url>/g)?.length ?? 0
      expect(urls, path).toBeGreaterThan(0)
      expect(urls, path).toBeLessThanOrEqual(50_000)
    }
    const products = files.find((f) => f.path.includes('products'))!.xml
    // Every product the site shows (those with a spirit type), in two languages, with the date of its last change.
    const shown = await api('/products/?where[spiritType][exists]=true&limit=1&depth=0', {
      token: await login('users', editor),
    })
    const urls = 2 * (shown.body.totalDocs as number)
    expect(urls).toBeGreaterThan(700)
    expect(products.match(/<url>/g)!.length).toBe(urls)
    expect(products.match(/<lastmod>\d{4}-\d\d-\d\dT/g)!.length).toBe(urls)
    expect((await fetch(`${base}/sitemaps/products-2.xml`)).status).toBe(404)
    expect((await fetch(`${base}/sitemaps/secrets-1.xml`)).status).toBe(404)
  })

  it("shows an edit at the next request: the saved product's new date", async () => {
    const token = await login('users', editor)
    const { body } = await api('/products/?where[code][equals]=V0001&depth=0&limit=1', { token })
    const product = (body.docs as { id: number; updatedAt: string }[])[0]!
    const productsFile = async () => (await fetch(`${base}/sitemaps/products-1.xml`)).text()
    const before = await productsFile()
    const saved = await api(`/products/${product.id}/?depth=0`, { method: 'PATCH', token, body: JSON.stringify({}) })
    expect(saved.status).toBe(200)
    const updatedAt = new Date(((saved.body.doc ?? saved.body) as { updatedAt: string }).updatedAt).toISOString()
    expect(before).not.toContain(`<lastmod>${updatedAt}</lastmod>`)
    const after = await productsFile()
    expect(after).toContain(
      `<loc>${site}/prodotti/scheda/grappa-di-teroldego-v0001/</loc><lastmod>${updatedAt}</lastmod>`,
    )
  })

  it('lists the public pages of both languages with their alternates', async () => {
    const xml = (await sitemapFiles()).map((f) => f.xml).join('\n')
    // Not in the sitemap: form results, mailed links, the reserved area's login, the search's results (noindex pages).
    const listed = publicStatic.filter(
      (p) => !/request-sent|error|application-sent|^\/newsletter\/|^\/login|^\/search$/.test(p),
    )
    for (const pathname of listed) {
      expect(xml).toContain(`<loc>${site}${localizePath(pathname, 'it')}</loc>`)
      expect(xml).toContain(`<loc>${site}${localizePath(pathname, 'en')}</loc>`)
    }
    expect(xml).toContain(`<loc>${site}/en/products/sheet/teroldego-grappa-v0001/</loc>`)
    expect(xml).toContain(`hreflang="x-default" href="${site}/prodotti/scheda/grappa-di-teroldego-v0001/"`)
    expect(xml).not.toContain('/reserved-area/')
    expect(xml).not.toContain('/login/')
    expect(xml).not.toContain('/cerca/')
  })

  it('names only the filtered listings that have products (spec §7: the regions that have products)', async () => {
    const pages = (await sitemapFiles()).find((f) => f.path.includes('pages'))!.xml
    const listings = [...pages.matchAll(/<loc>[^<]*?(\/prodotti\/(?:tipologia|colore|regione|nazione)\/[^<]+)<\/loc>/g)]
    const paths = listings.map((m) => m[1]!)
    expect(paths.length).toBeGreaterThan(10)
    expect(paths.some((p) => p.startsWith('/prodotti/regione/'))).toBe(true)
    for (const path of paths) {
      const html = await (await fetch(`${base}${path}`, { headers: { Cookie: 'adult=1' } })).text()
      // A product card links its sheet; a listing without products has none.
      expect(html.includes('data-product-sheet'), path).toBe(true)
    }
  })

  it('points robots at the sitemap and keeps the reserved area and the admin out', async () => {
    const txt = await (await fetch(`${base}/robots.txt`)).text()
    expect(txt).toContain(`Sitemap: ${site}/sitemap.xml`)
    expect(txt).toContain('Disallow: /reserved-area/')
    expect(txt).toContain('Disallow: /admin/')
  })

  it('lets crawlers fetch the pictures, PDFs and stylesheet the public pages point them at, and nothing else of the API', async () => {
    const robots = robotsParser(`${site}/robots.txt`, await (await fetch(`${base}/robots.txt`)).text())
    const crawlable = (path: string) => robots.isAllowed(new URL(path, site).href, 'Googlebot')
    // What a product sheet names for search engines: its og:image, its Product's image, its pictures.
    const sheet = await (
      await fetch(`${base}/prodotti/scheda/grappa-di-teroldego-v0001/`, { headers: { Cookie: 'adult=1' } })
    ).text()
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(sheet)?.[1]
    expect(ogImage, 'the sheet has an og:image').toBeTruthy()
    const linked = [...sheet.matchAll(/(?:href|src|srcSet)="(\/api\/[^"?, ]+)/g)].map((m) => m[1]!)
    expect(linked.some((p) => p.startsWith('/api/media/file/'))).toBe(true)
    expect(linked).toContain('/api/age-gate/style/')
    for (const path of [ogImage!, ...linked]) expect(crawlable(path), path).toBe(true)
    expect(crawlable('/api/documents/file/catalogo.pdf')).toBe(true)
    for (const path of [
      '/api/products/',
      '/api/users/login/',
      '/api/downloads/file/price-list-request.pdf',
      '/api/submissions/',
      '/reserved-area/',
      '/en/reserved-area/download/price-list-request/',
      '/admin/',
    ])
      expect(crawlable(path), path).toBe(false)
  })
})

/** Every JSON-LD object of a page, parsed. */
async function structuredData(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(base + path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

describe('structured data (issue 15, item 3)', () => {
  it.each([
    ['it', '/', 'it-IT'],
    ['en', '/en/', 'en-GB'],
  ])(
    'the %s home names the company (a wholesaler with address, VAT, contacts, socials) and the site',
    async (_, path, tag) => {
      const data = await structuredData(path)
      const organization = data.find(
        (d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('Organization'),
      )!
      expect(organization['@type']).toEqual(['Organization', 'WholesaleStore'])
      expect(organization).toMatchObject({
        name: 'Vinea Distribuzione',
        url: `${site}/`,
        vatID: 'IT01234560231',
        telephone: '+39 045 820 1984',
        email: 'info@vinea.demo',
      })
      expect(organization.address).toMatch(/Verona/)
      expect(organization.sameAs).toContain('https://www.linkedin.com/company/vineadistribuzione')
      const website = data.find((d) => d['@type'] === 'WebSite')!
      expect(website).toMatchObject({ url: site + path, inLanguage: tag, publisher: { '@id': organization['@id'] } })
      // The SearchAction's address answers with results for the term, in the page's language.
      const action = website.potentialAction as { target: { urlTemplate: string }; 'query-input': string }
      expect(action['query-input']).toBe('required name=search_term_string')
      const template = action.target.urlTemplate
      expect(template).toBe(`${site}${path === '/' ? '/cerca/' : '/en/search/'}?q={search_term_string}`)
      const res = await fetch(template.replace(site, base).replace('{search_term_string}', 'glen%20corran'))
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('Glen Corran')
      expect(html).toMatch(/<meta name="robots" content="noindex/)
    },
  )

  it('a product sheet carries its breadcrumbs as a BreadcrumbList', async () => {
    const data = await structuredData('/en/products/sheet/teroldego-grappa-v0001/')
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!
    const items = crumbs.itemListElement as { position: number; item: string }[]
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
    expect(items[0]!.item).toBe(`${site}/en/`)
    expect(items.at(-1)!.item).toBe(`${site}/en/products/sheet/teroldego-grappa-v0001/`)
  })
  // The fourteenth check from outside: articles had no structured data, and their Open Graph type was `website`.
  it.each([
    ['it', '/blog/il-ritorno-del-vermouth/', 'BlogPosting', 'it-IT'],
    ['en', '/en/blog/vermouth-returns-to-the-bar/', 'BlogPosting', 'en-GB'],
    ['it', '/rassegna-stampa/articolo/glen-corran-premiato/', 'NewsArticle', 'it-IT'],
    ['en', '/en/news-eventi/articolo/christmas-deliveries-2026/', 'NewsArticle', 'en-GB'],
  ])('%s: the article %s is a %s, with its headline, dates, author and address', async (_, path, type, tag) => {
    const res = await fetch(`${base}${path}`, { headers: { Cookie: 'adult=1' }, redirect: 'manual' })
    expect(res.status, path).toBe(200)
    const html = await res.text()
    const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const article = data.find((d) => d['@type'] === type)
    expect(article, JSON.stringify(data)).toBeDefined()
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]
    expect(article!.headline).toBe(title?.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'))
    expect(article!.inLanguage).toBe(tag)
    expect(article!.url).toBe(`${site}${path}`)
    expect(Date.parse(article!.datePublished as string)).not.toBeNaN()
    expect(Date.parse(article!.dateModified as string)).not.toBeNaN()
    const author = article!.author as { '@type': string; url: string }
    expect(author.url.startsWith(`${site}/`), author.url).toBe(true)
    if (type === 'BlogPosting') expect(author['@type']).toBe('Person')
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toMatch(/<meta property="article:published_time" content="[^"]+"\/>/)
  })
})
