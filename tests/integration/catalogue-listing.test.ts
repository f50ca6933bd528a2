import { describe, expect, it } from 'vitest'

/**
 * Issue 4 against the running site (scripts/test-all.mjs): product listings with their filters, the
 * filtered routes as pages of their own, bad URL values (ignored, never a 500), listing caching, and the
 * search backend.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

async function get(path: string) {
  const res = await fetch(base + path, { redirect: 'manual' })
  const html = res.status === 200 || res.status === 404 ? await res.text() : ''
  return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('x-nextjs-cache'), html }
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? ''
/** The shown product count ("37 prodotti" / "37 products"). */
const totalOf = (html: string) =>
  Number(/role="status"[^>]*>(\d+|Nessun|No)\s/.exec(html)?.[1].replace(/Nessun|No/, '0') ?? NaN)
/** Links to product sheets among the cards. */
const cardCount = (html: string, locale: 'it' | 'en') =>
  new Set(html.match(locale === 'it' ? /href="\/prodotti\/scheda\/[^"]+"/g : /href="\/en\/products\/sheet\/[^"]+"/g))
    .size
/** The checkbox of `facet=code` in the filter panel, and the count shown after its label. */
function checkbox(html: string, facet: string, code: string): { tag: string; count: number } | null {
  for (const m of html.matchAll(/(<input[^>]*>)<span[^>]*>[^<]*<\/span><span[^>]*>(\d+)<\/span>/g)) {
    if (m[1].includes(`name="${facet}"`) && m[1].includes(`value="${code}"`)) return { tag: m[1], count: Number(m[2]) }
  }
  return null
}
const countOf = (html: string, facet: string, code: string) => checkbox(html, facet, code)?.count ?? null

describe('product listing (issue 4)', () => {
  it.each([
    ['it', '/prodotti/'],
    ['en', '/en/products/'],
  ] as const)('%s %s shows the whole catalogue, 24 cards a page, with its filters', async (locale, path) => {
    const { status, html } = await get(path)
    expect(status).toBe(200)
    expect(totalOf(html)).toBeGreaterThan(300)
    expect(cardCount(html, locale)).toBe(24)
    for (const facet of [
      'type',
      'spirit',
      'producer',
      'color',
      'novelty',
      'certification',
      'country',
      'project',
      'region',
    ]) {
      expect(html, facet).toContain(`name="${facet}"`)
    }
    // No Italy among the countries; the pillar projects only.
    expect(html).not.toContain('name="country" value="italia"')
    expect(html).toContain('name="project" value="mixology"')
  })

  it('counts disjunctively: a type filter leaves the type counts alone and narrows the others', async () => {
    const all = (await get('/prodotti/')).html
    const amari = (await get('/prodotti/?type=amari')).html
    expect(countOf(amari, 'type', 'whisky')).toBe(countOf(all, 'type', 'whisky'))
    expect(totalOf(amari)).toBe(countOf(all, 'type', 'amari'))
    expect(countOf(amari, 'producer', 'P002')).toBeLessThanOrEqual(countOf(all, 'producer', 'P002')!)
    // Glen Corran makes whisky, not amari.
    expect(countOf(amari, 'producer', 'P003')).toBe(0)
    expect(checkbox(amari, 'producer', 'P003')?.tag).toContain('disabled')
  })

  it('combines values of a facet with OR and facets with AND', async () => {
    const all = (await get('/prodotti/')).html
    const either = (await get('/prodotti/?type=amari&type=whisky')).html
    expect(totalOf(either)).toBe(countOf(all, 'type', 'amari')! + countOf(all, 'type', 'whisky')!)
    const both = (await get('/prodotti/?type=whisky&producer=P003')).html
    expect(totalOf(both)).toBe(countOf((await get('/prodotti/?type=whisky')).html, 'producer', 'P003'))
    expect(robotsOf(both)).toContain('noindex')
  })

  it('keeps the filters when paging', async () => {
    const { html } = await get('/prodotti/?type=amari')
    expect(html).toContain('href="/prodotti/?type=amari&amp;page=2"')
    const second = await get('/prodotti/?type=amari&page=2')
    expect(second.status).toBe(200)
    expect(second.html).toContain('href="/prodotti/?type=amari"')
  })

  it.each([
    ['/prodotti/?page=abc'],
    ['/prodotti/?page=-4'],
    ['/prodotti/?page=1.5'],
    ['/prodotti/?page=99999'],
    ['/prodotti/?type=%3Cscript%3E'],
    ['/prodotti/?type=no-such-type&utm_source=mail'],
    ['/en/products/?producer=' + 'x'.repeat(500)],
    ['/prodotti/tipologia/amari/?page=0'],
  ])('ignores a bad value in %s (never a 500)', async (path) => {
    const { status, html } = await get(path)
    expect(status).toBe(200)
    expect(cardCount(html, path.startsWith('/en') ? 'en' : 'it')).toBeGreaterThan(0)
  })

  it('answers a page past the end with the last page', async () => {
    const { html } = await get('/prodotti/?type=amari&page=500')
    expect(html).toMatch(/rel="prev"/)
    expect(html).not.toMatch(/rel="next"/)
  })

  it('caches a listing state as a page of its own (issue 4: cached pages)', async () => {
    const path = '/prodotti/?color=ambrato&page=2'
    await get(path)
    expect((await get(path)).cache).toBe('HIT')
  })
})

describe('filtered routes are indexable pages with their own title', () => {
  it.each([
    ['/prodotti/tipologia/distillati-di-vino/', 'Tipologia: Distillati di vino'],
    ['/en/products/type/wine-spirits/', 'Type: Wine spirits'],
    ['/prodotti/tipologia/gin/', 'Tipologia: Gin'],
    ['/prodotti/produttore/glen-corran-distillers/', 'Produttore: Glen Corran Distillers'],
    ['/en/products/producer/glen-corran-distillers/', 'Producer: Glen Corran Distillers'],
    ['/prodotti/regione/piemonte/', 'Regione: Piemonte'],
    ['/en/products/country/scotland/', 'Country: Scotland'],
    ['/prodotti/colore/ambrato/', 'Colore: Ambrato'],
  ])('%s is "%s"', async (path, title) => {
    const { status, html } = await get(path)
    expect(status).toBe(200)
    expect(titleOf(html)).toContain(title)
    expect(canonicalOf(html)).toMatch(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`))
    expect(robotsOf(html)).not.toContain('noindex')
    expect(totalOf(html)).toBeGreaterThan(0)
  })

  it('shows only novelties at /prodotti/novita/', async () => {
    const all = (await get('/prodotti/')).html
    const news = await get('/prodotti/novita/')
    expect(news.status).toBe(200)
    expect(totalOf(news.html)).toBe(countOf(all, 'novelty', '1'))
    expect(checkbox(news.html, 'novelty', '1')?.tag).toContain('checked')
  })

  it('answers an unknown filter value with 404', async () => {
    expect((await get('/prodotti/tipologia/non-esiste/')).status).toBe(404)
    expect((await get('/en/products/producer/nobody/')).status).toBe(404)
  })

  it("sends the other language's slug to this language's route", async () => {
    const { status, location } = await get('/prodotti/tipologia/wine-spirits/')
    expect(status).toBe(308)
    // Next 16.4 may repeat the Location on a cached page's first redirect (vercel/next.js#82117).
    const targets = (location ?? '').split(', ').map((l) => new URL(l, base).pathname)
    expect(new Set(targets)).toEqual(new Set(['/prodotti/tipologia/distillati-di-vino/']))
  })
})

describe('search backend: products with a spirit type and producers, at most 50 each', () => {
  const search = async (q: string, locale = 'it') => {
    const res = await fetch(`${base}/api/search/?q=${encodeURIComponent(q)}&locale=${locale}`)
    return {
      status: res.status,
      body: (await res.json()) as { products: { code: string }[]; producers: { code: string; slug: string }[] },
    }
  }

  it('finds products and producers with a typo, in the visitor language', async () => {
    const { status, body } = await search('glen coran')
    expect(status).toBe(200)
    expect(body.products.map((p) => p.code)).toContain('V0008')
    expect(body.producers).toEqual([{ code: 'P003', label: 'Glen Corran Distillers', slug: 'glen-corran-distillers' }])
  })

  it('is accent-insensitive and matches the code', async () => {
    expect((await search('V0008')).body.products.map((p) => p.code)).toEqual(['V0008'])
    expect((await search('distillerìa alpestre')).body.producers.map((p) => p.code)).toEqual(['P001'])
  })

  it('returns at most 50 of each and never a product without a spirit type', async () => {
    const { body } = await search('a')
    expect(body.products.length).toBeLessThanOrEqual(50)
    expect(body.producers.length).toBeLessThanOrEqual(50)
    expect((await search('acqua tonica artigianale')).body.products.map((p) => p.code)).not.toContain('V0019')
  })

  it('answers an empty query with empty lists and a bad locale with 400', async () => {
    expect((await search('')).body).toEqual({ products: [], producers: [] })
    expect((await search('gin', 'fr')).status).toBe(400)
  })
})
