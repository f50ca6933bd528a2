import { describe, expect, it } from 'vitest'

/**
 * Issue 4 against the running site (scripts/test-all.mjs): product listings with their filters, the
 * filtered routes as pages of their own, bad URL values (ignored, never a 500), listing caching, and the
 * search backend.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, { redirect: 'manual', ...init })
  const html = res.status === 200 || res.status === 404 ? await res.text() : ''
  const location = res.headers.get('location')
  return {
    status: res.status,
    location: location ? where(location) : null,
    cache: res.headers.get('x-nextjs-cache'),
    html,
  }
}

/** A Location as a path and query of the site. */
const where = (location: string) => {
  const url = new URL(location, base)
  return `${url.pathname}${url.search}`
}

/** The page a listing address ends on, its redirects followed (every state has one address: see below). */
async function page(path: string) {
  const res = await fetch(base + path)
  return { status: res.status, path: where(res.url), html: await res.text() }
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
  for (const m of html.matchAll(/(<input[^>]*>)<(span|a)\b[^>]*>[^<]*<\/\2><span[^>]*>(\d+)<\/span>/g)) {
    if (m[1].includes(`name="${facet}"`) && m[1].includes(`value="${code}"`)) return { tag: m[1], count: Number(m[3]) }
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
    const amari = (await page('/prodotti/?type=amari')).html
    expect(countOf(amari, 'type', 'whisky')).toBe(countOf(all, 'type', 'whisky'))
    expect(totalOf(amari)).toBe(countOf(all, 'type', 'amari'))
    expect(countOf(amari, 'producer', 'P002')).toBeLessThanOrEqual(countOf(all, 'producer', 'P002')!)
    // Glen Corran makes whisky, not amari.
    expect(countOf(amari, 'producer', 'P003')).toBe(0)
    expect(checkbox(amari, 'producer', 'P003')?.tag).toContain('disabled')
  })

  it('combines values of a facet with OR and facets with AND', async () => {
    const all = (await get('/prodotti/')).html
    const either = (await page('/prodotti/?type=amari&type=whisky')).html
    expect(totalOf(either)).toBe(countOf(all, 'type', 'amari')! + countOf(all, 'type', 'whisky')!)
    const both = (await page('/prodotti/?type=whisky&producer=P003')).html
    expect(totalOf(both)).toBe(countOf((await page('/prodotti/?type=whisky')).html, 'producer', 'P003'))
    expect(robotsOf(both)).toContain('noindex')
  })

  it('keeps the filters when paging', async () => {
    const { html } = await get('/prodotti/?type=amari&type=whisky')
    expect(html).toContain('href="/prodotti/?type=amari&amp;type=whisky&amp;page=2"')
    const second = await get('/prodotti/?type=amari&type=whisky&page=2')
    expect(second.status).toBe(200)
    expect(second.html).toContain('href="/prodotti/?type=amari&amp;type=whisky"')
  })

  it.each([
    ['/prodotti/?page=abc', '/prodotti/'],
    ['/prodotti/?page=-4', '/prodotti/'],
    ['/prodotti/?page=1.5', '/prodotti/'],
    ['/prodotti/?type=%3Cscript%3E', '/prodotti/'],
    ['/prodotti/?type=no-such-type&utm_source=mail', '/prodotti/'],
    ['/en/products/?producer=' + 'x'.repeat(500), '/en/products/'],
    ['/prodotti/tipologia/amari/?page=0', '/prodotti/tipologia/amari/'],
    ['/prodotti/?page=2&page=3', '/prodotti/?page=2'],
  ])('drops a bad value in %s (a 301 to the clean address, never a 500)', async (path, clean) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.location).toBe(clean)
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(cardCount(html, path.startsWith('/en') ? 'en' : 'it')).toBeGreaterThan(0)
  })

  it('caches a listing state as a page of its own (issue 4: cached pages)', async () => {
    const path = '/prodotti/colore/ambrato/?page=2'
    await get(path)
    expect((await get(path)).cache).toBe('HIT')
  })
})

// The twenty-second check from outside: filters that match nothing said "Nothing to show yet.", as if the catalogue
// were empty.
describe('filters that match no product', () => {
  it.each([
    ['/prodotti/?type=amari&spirit=gin', 'Nessun prodotto corrisponde a questi filtri', 'Nessun contenuto'],
    ['/en/products/type/amari/?color=bianco', 'No product matches these filters', 'Nothing to show yet'],
  ])('%s: say the filters match nothing', async (path, said, notSaid) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(totalOf(html)).toBe(0)
    expect(html).toContain(said)
    expect(html).not.toContain(notSaid)
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

  it('the filter panel links each type and sub-type to its listing (issue 15, item 3)', async () => {
    const { html } = await get('/en/products/')
    expect(html).toMatch(/<input[^>]*name="type"[^>]*value="amari"[^>]*><a [^>]*href="\/en\/products\/type\/amari\/"/)
    expect(html).toMatch(
      /<input[^>]*name="spirit"[^>]*value="fernet"[^>]*><a [^>]*href="\/en\/products\/type\/fernet\/"/,
    )
    // Other lists keep plain labels.
    expect(html).not.toMatch(/<input[^>]*name="producer"[^>]*><a /)
  })

  it("a type listing offers that type's sub-types only, in both languages", async () => {
    for (const path of ['/prodotti/tipologia/amari/', '/en/products/type/amari/']) {
      const { html } = await get(path)
      expect(html).toMatch(/<input[^>]*name="spirit"[^>]*value="fernet"/)
      expect(html).not.toMatch(/<input[^>]*name="spirit"[^>]*value="gin"/)
    }
    // With no type chosen, every sub-type with products is offered.
    const all = (await get('/prodotti/')).html
    expect(all).toMatch(/<input[^>]*name="spirit"[^>]*value="gin"/)
    expect(all).toMatch(/<input[^>]*name="spirit"[^>]*value="fernet"/)
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
    expect(status).toBe(301)
    expect(location).toBe('/prodotti/tipologia/distillati-di-vino/')
  })

  // Spec §2: "the parameter is the filter code"; §3 names the menu types' codes. Three of them (liquore, no-alcool,
  // giftbox) are neither language's slug, and were 404s (the fourteenth check from outside).
  const menuTypeCodes = [
    'amari',
    'whisky',
    'sugar-cane-spirits',
    'wine-spirits',
    'liquore',
    'vermouth-e-fortificati',
    'aperitivi-e-bitter',
    'spritzers',
    'apple-spirits',
    'bibite-e-succhi',
    'juniper-spirits',
    'modern-spirits',
    'no-alcool',
    'sake',
    'giftbox',
  ]
  it.each([
    ['it', '/prodotti/tipologia/'],
    ['en', '/en/products/type/'],
  ])('%s: every menu type of spec §3 is reached by its code, at once or in one 301 to its slug', async (_, route) => {
    for (const code of menuTypeCodes) {
      const first = await get(`${route}${code}/`)
      expect([200, 301], code).toContain(first.status)
      const final = first.status === 301 ? await get(first.location!) : first
      expect(final.status, `${code} → ${first.location}`).toBe(200)
      if (first.status === 301) expect(first.location!.startsWith(route), first.location!).toBe(true)
    }
  })
})

describe('one URL per listing state (issue 15, item 2)', () => {
  it.each([
    // A query-string state that has a filter route: there.
    ['/prodotti/?type=amari', '/prodotti/tipologia/amari/'],
    ['/en/products/?type=wine-spirits', '/en/products/type/wine-spirits/'],
    ['/prodotti/?type=wine-spirits', '/prodotti/tipologia/distillati-di-vino/'],
    ['/prodotti/?producer=P003', '/prodotti/produttore/glen-corran-distillers/'],
    ['/prodotti/?color=ambrato&type=amari', '/prodotti/tipologia/amari/?color=ambrato'],
    ['/prodotti/colore/ambrato/?type=amari', '/prodotti/tipologia/amari/?color=ambrato'],
    ['/prodotti/?novelty=1', '/prodotti/novita/'],
    // One canonical order of the parameters, the first page without its number.
    ['/prodotti/?type=whisky&type=amari', '/prodotti/?type=amari&type=whisky'],
    [
      '/prodotti/?certification=biologico&type=whisky&type=amari',
      '/prodotti/?type=amari&type=whisky&certification=biologico',
    ],
    ['/prodotti/tipologia/amari/?page=1', '/prodotti/tipologia/amari/'],
    // Unknown facet codes and parameters dropped.
    ['/prodotti/?type=junk', '/prodotti/'],
    ['/en/products/type/amari/?color=junk&fbclid=x', '/en/products/type/amari/'],
    // Optional parameters left empty: the screen above.
    ['/prodotti/tipologia/', '/prodotti/'],
    ['/en/products/type/', '/en/products/'],
    ['/prodotti/scheda/', '/prodotti/'],
    ['/en/products/sheet/', '/en/products/'],
    ['/produttori/produttore/', '/produttori/'],
    ['/en/producers/producer/', '/en/producers/'],
    ['/news-eventi/articolo/', '/news-eventi/'],
    ['/en/news-eventi/articolo/', '/en/news-eventi/'],
  ])('%s answers 301 to %s', async (path, target) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.location).toBe(target)
    const landed = await page(path)
    expect(landed.status).toBe(200)
    expect(landed.path).toBe(target)
  })

  it('a canonical address answers itself, with itself as canonical link', async () => {
    for (const path of ['/prodotti/tipologia/amari/', '/prodotti/?type=amari&type=whisky', '/en/products/news/']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(new URL(canonicalOf(res.html).replaceAll('&amp;', '&')).href.endsWith(path), path).toBe(true)
    }
  })

  it.each([
    '/prodotti/?page=99999',
    '/prodotti/tipologia/amari/?page=500',
    '/en/products/?type=amari&type=whisky&page=60',
  ])('a page past the last is not found: %s', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(res.html).toContain('<h1')
  })

  it('the router of the page (an RSC request) is not redirected: it gets the canonical state where it asked', async () => {
    // `_rsc` is the hash of the router's headers, empty here: with another, Next itself answers 307 to this one.
    const res = await fetch(`${base}/prodotti/?type=amari&_rsc`, { redirect: 'manual', headers: { RSC: '1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/x-component/)
  })

  it('junk in a query never makes a page of its own: it is answered before any render', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get(`/prodotti/?type=junk-${Date.now()}-${i}`)
      expect(res.status).toBe(301)
      expect(res.cache).toBeNull()
    }
  })
})

describe('the producer list, sent in part (issue 17: the listing at 100,000 products)', () => {
  type Entry = { code: string; label: string; count: number; selected: boolean; slug: string | null }
  const values = async (query: string) => {
    const res = await fetch(`${base}/api/filter-values/?${query}`)
    return { status: res.status, body: (await res.json()) as { entries: Entry[]; error?: string } }
  }
  const producerBoxes = (html: string) => html.match(/<input[^>]*name="producer"[^>]*>/g) ?? []

  it.each(['it', 'en'] as const)(
    '%s: the page draws the first seven; the rest come from the list address',
    async (locale) => {
      const { html } = await get(locale === 'it' ? '/prodotti/' : '/en/products/')
      expect(producerBoxes(html)).toHaveLength(7)
      const { status, body } = await values(`list=producer&locale=${locale}`)
      expect(status).toBe(200)
      expect(body.entries.length).toBeGreaterThan(40)
      expect(html).toContain(
        locale === 'it' ? `Mostra tutti (${body.entries.length})` : `Show all (${body.entries.length})`,
      )
      // The same counts as the page's, and a slug for each value's listing address.
      for (const entry of body.entries.slice(0, 7)) expect(countOf(html, 'producer', entry.code)).toBe(entry.count)
      expect(body.entries.find((e) => e.code === 'P003')).toMatchObject({
        label: 'Glen Corran Distillers',
        slug: 'glen-corran-distillers',
        selected: false,
      })
    },
  )

  it("counts for the listing's state, disjunctively, and marks what it selects", async () => {
    const all = (await values('list=producer&locale=it')).body.entries
    const picked = all.at(-1)!.code
    const amari = (await values(`list=producer&locale=it&type=amari&producer=${picked}`)).body.entries
    const count = (entries: Entry[], code: string) => entries.find((e) => e.code === code)?.count
    // Glen Corran makes whisky, not amari; the producers' counts are the amari's, whatever producer is picked.
    expect(count(amari, 'P003')).toBe(0)
    expect(count(amari, 'P002')).toBeLessThanOrEqual(count(all, 'P002')!)
    expect(amari.find((e) => e.code === picked)?.selected).toBe(true)
    const amariPage = (await page('/prodotti/?type=amari')).html
    expect(amari.reduce((sum, e) => sum + e.count, 0)).toBe(totalOf(amariPage))
  })

  it('a page with a producer picked beyond the first seven draws it too', async () => {
    const last = (await values('list=producer&locale=it')).body.entries.at(-1)!
    const { html } = await page(`/prodotti/?producer=${last.code}`)
    expect(producerBoxes(html)).toHaveLength(8)
    expect(checkbox(html, 'producer', last.code)?.tag).toContain('checked')
  })

  it('answers an unknown list or language with 400, and ignores unknown filter codes', async () => {
    expect((await values('list=colour&locale=it')).status).toBe(400)
    expect((await values('list=producer&locale=fr')).status).toBe(400)
    expect((await values('locale=it')).status).toBe(400)
    const junk = await values('list=producer&locale=it&type=no-such-type&producer=<script>')
    expect(junk.status).toBe(200)
    expect(junk.body.entries).toEqual((await values('list=producer&locale=it')).body.entries)
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
    expect((await search('')).body).toEqual({
      products: [],
      producers: [],
      more: { products: false, producers: false },
    })
    expect((await search('gin', 'fr')).status).toBe(400)
  })
})
