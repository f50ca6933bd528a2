import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json' with { type: 'json' }
import it_ from '../../messages/it.json' with { type: 'json' }
import { sheetLines } from '../../src/cms/fields/product-sheet'

/**
 * Issue 4: the product sheet and the producer, project and catalogue pages against the running
 * site (TEST_BASE_URL, see scripts/test-all.mjs), on the demo seed.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

async function get(path: string) {
  const res = await fetch(base + path, { redirect: 'manual' })
  const text = res.status === 200 || res.status === 404 ? await res.text() : ''
  return { status: res.status, location: res.headers.get('location'), type: res.headers.get('content-type'), text }
}

/** The rows of the sheet's tables: data-field, label and value (tags stripped). */
function sheetRows(html: string) {
  const strip = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim()
  return [...html.matchAll(/<div[^>]*data-field="([^"]+)"[^>]*><dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd><\/div>/g)].map(
    (m) => ({ field: m[1], label: strip(m[2]), value: strip(m[3]) }),
  )
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))

/**
 * The longest product of the demo seed: it has denomination, ageing and curiosity but no soil, vintage,
 * sparkling method, fruitiness, cocktail or awards (empty in the CMS, some as empty strings).
 */
const verduzzo = {
  it: '/prodotti/scheda/grappa-di-verduzzo-barricata-v0113/',
  en: '/en/products/sheet/barrique-aged-verduzzo-grappa-v0113/',
}

describe('product sheet: only the fields that have a value', () => {
  for (const locale of ['it', 'en'] as const) {
    it(`${locale}: every printed field has a label and a value; empty ones are absent`, async () => {
      const { status, text } = await get(verduzzo[locale])
      expect(status).toBe(200)
      const rows = sheetRows(text)
      // The sheet's labels are the CMS field config's, in the visitor's language.
      const fields = Object.fromEntries(sheetLines.map((line) => [line.name, line.label[locale]])) as Record<
        string,
        string
      >
      expect(rows.length).toBeGreaterThan(15)
      for (const row of rows) {
        expect(row.value, row.field).toMatch(/\S/)
        expect(row.label, row.field).toBe(fields[row.field])
      }
      const printed = new Set(rows.map((r) => r.field))
      for (const present of ['format', 'alcohol', 'type', 'denomination', 'ageing', 'curiosity', 'grapes']) {
        expect(printed, present).toContain(present)
      }
      for (const absent of ['soil', 'vintage', 'sparklingMethod', 'fruity', 'cocktail', 'awards', 'sugar']) {
        expect(printed, absent).not.toContain(absent)
      }
      expect(text).toContain(fields.denomination)
      expect(text).not.toContain(`>${fields.soil}<`)
    })
  }

  it('the /pdf/ variant prints the same fields and the code, and is not indexed', async () => {
    const sheet = sheetRows((await get(verduzzo.it)).text).map((r) => r.field)
    const { status, text } = await get(`${verduzzo.it}pdf/`)
    expect(status).toBe(200)
    const pdf = sheetRows(text).map((r) => r.field)
    // The sheet shows the short fields as a table and the long texts below it; the print view one table.
    expect([...pdf].sort()).toEqual([...sheet, 'code'].sort())
    expect(text).toContain('V0113')
    expect(text).toMatch(/<meta name="robots" content="noindex/)
  })
})

describe("product sheet: the related products' carousel", () => {
  // A screen reader says a role description in place of the role's name: it was English on the Italian pages.
  it.each([
    ['it', it_],
    ['en', en],
  ] as const)('%s: the carousel and its slides are described in the page’s language', async (locale, t) => {
    const { status, text } = await get(verduzzo[locale])
    expect(status).toBe(200)
    const described = [...text.matchAll(/aria-roledescription="([^"]*)"/g)].map((m) => m[1])
    expect(described).toContain(t.ProductSheet.carousel.carouselRole)
    expect(described).toContain(t.ProductSheet.carousel.slideRole)
    expect(new Set(described)).toEqual(
      new Set([t.ProductSheet.carousel.carouselRole, t.ProductSheet.carousel.slideRole]),
    )
  })
})

describe('product sheet: structured data', () => {
  for (const locale of ['it', 'en'] as const) {
    it(`${locale}: Product and BreadcrumbList as valid JSON-LD, absolute URLs, no offers`, async () => {
      const { text } = await get(verduzzo[locale])
      const blocks = jsonLd(text)
      const product = blocks.find((b) => b['@type'] === 'Product')
      const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList')
      expect(product).toBeTruthy()
      expect(breadcrumb).toBeTruthy()
      expect(product['@context']).toBe('https://schema.org')
      expect(product.sku).toBe('V0113')
      expect(product.name).toMatch(/Verduzzo/)
      expect(product.brand).toEqual({ '@type': 'Brand', name: 'Distilleria Artigianale Carraro' })
      expect(product.description).toMatch(/\S/)
      expect(product.category).toMatch(/Grappa/)
      expect(product.image.length).toBeGreaterThan(0)
      for (const url of product.image) expect(url).toMatch(/^https?:\/\/[^/]+\/api\/media\/file\/.+\.webp$/)
      expect(product.url).toMatch(new RegExp(`^https?://[^/]+${verduzzo[locale]}$`))
      // No invented commerce data anywhere in the page's structured data.
      for (const block of blocks)
        expect(JSON.stringify(block)).not.toMatch(/"(offers|price|priceCurrency|aggregateRating)"/)

      const items = breadcrumb.itemListElement
      expect(items.map((i: { position: number }) => i.position)).toEqual([1, 2, 3, 4])
      const paths = items.map((i: { item: string }) => new URL(i.item).pathname)
      expect(paths).toEqual(
        locale === 'it'
          ? ['/', '/prodotti/', '/prodotti/tipologia/distillati-di-vino/', verduzzo.it]
          : ['/en/', '/en/products/', '/en/products/type/wine-spirits/', verduzzo.en],
      )
      for (const i of items) expect(i.item).toMatch(/^https?:\/\//)
    })
  }
})

describe('unknown slugs are a 404, the other language’s slug redirects', () => {
  it.each([
    '/prodotti/scheda/non-esiste-v9999/',
    '/en/products/sheet/does-not-exist-v9999/',
    '/prodotti/scheda/non-esiste-v9999/pdf/',
    '/produttori/produttore/non-esiste/',
    '/en/producers/producer/does-not-exist/',
    '/i-nostri-progetti/non-esiste/',
    '/en/our-projects/does-not-exist/collection/',
    '/cataloghi/non-esiste/',
    '/en/catalogues/does-not-exist/',
  ])('%s → 404', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it.each([
    ['/prodotti/scheda/teroldego-grappa-v0001/', '/prodotti/scheda/grappa-di-teroldego-v0001/'],
    ['/en/products/sheet/grappa-di-teroldego-v0001/', '/en/products/sheet/teroldego-grappa-v0001/'],
    ['/en/products/sheet/grappa-di-teroldego-v0001/pdf/', '/en/products/sheet/teroldego-grappa-v0001/pdf/'],
    ['/i-nostri-progetti/tradition/', '/i-nostri-progetti/tradizione/'],
    ['/en/our-projects/tradizione/collection/', '/en/our-projects/tradition/collection/'],
    ['/cataloghi/general-catalogue-2026/', '/cataloghi/catalogo-generale-2026/'],
    ['/en/catalogues/catalogo-generale-2026/', '/en/catalogues/general-catalogue-2026/'],
  ])('%s → %s', async (from, to) => {
    const res = await get(from)
    expect([301, 308]).toContain(res.status)
    // One Location header, on the first (uncached) render too: Next 16 sends it twice there (vercel/next.js#82117;
    // fetch joins them with ", "), and scripts/serve.mjs keeps one (the tenth check from outside).
    expect(res.location).not.toContain(',')
    expect(new URL(res.location!, base).pathname).toBe(to)
  })
})

describe('producers, projects and catalogues', () => {
  it('a producer page shows its facts and its products as cards linking to their sheets', async () => {
    const { status, text } = await get('/en/producers/producer/glen-corran-distillers/')
    expect(status).toBe(200)
    expect(text).toContain('Dufftown')
    expect(text).toContain('1897')
    expect(text).toContain(en.Producers.website)
    expect(text).toContain('href="/en/products/sheet/glen-corran-18-year-old-v0008/"')
    expect(text).toMatch(
      /<picture><source media="\(min-width: 1000px\)" srcSet="[^"]+300x366\.webp 1x, [^"]+600x732\.webp 2x"/,
    )
  })

  it('a project’s collection lists its products as cards', async () => {
    const { status, text } = await get('/i-nostri-progetti/tradizione/collezione/')
    expect(status).toBe(200)
    expect((text.match(/href="\/prodotti\/scheda\/[^"]+"/g) ?? []).length).toBeGreaterThan(4)
    expect(text).toContain(it_.ProductCard.projects.tradizione)
  })

  it('a catalogue page links its PDF, which downloads as application/pdf', async () => {
    for (const path of ['/cataloghi/catalogo-generale-2026/', '/en/catalogues/general-catalogue-2026/']) {
      const { status, text } = await get(path)
      expect(status).toBe(200)
      const href = /<a[^>]+href="([^"]+\.pdf)"[^>]*type="application\/pdf"/.exec(text)?.[1]
      expect(href, path).toBeTruthy()
      const pdf = await get(href!)
      expect(pdf.status).toBe(200)
      expect(pdf.type).toBe('application/pdf')
      expect(text).toMatch(/PDF · \d+ kB/)
    }
  })
})
