import { describe, expect, it } from 'vitest'

import { internalPathnames, localizePath } from '@/i18n/route-table'

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
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
  }
}

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
      // Two languages, two texts (a few titles are the same word in both, like "Blog").
      expect(it_.description).not.toBe(en.description)
    })
  }

  it('points hreflang of a product at its slug in each language', async () => {
    const page = await head('/prodotti/scheda/grappa-di-teroldego-v0001/')
    expect(page.alternates.en).toBe(`${site}/en/products/sheet/teroldego-grappa-v0001/`)
    expect(page.title).toContain('Grappa di Teroldego')
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages of both languages with their alternates', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    // Not in the sitemap: form results, mailed links, the reserved area's login (noindex pages).
    const listed = publicStatic.filter((p) => !/request-sent|error|application-sent|^\/newsletter\/|^\/login/.test(p))
    for (const pathname of listed) {
      expect(xml).toContain(`<loc>${site}${localizePath(pathname, 'it')}</loc>`)
      expect(xml).toContain(`<loc>${site}${localizePath(pathname, 'en')}</loc>`)
    }
    expect(xml).toContain(`<loc>${site}/en/products/sheet/teroldego-grappa-v0001/</loc>`)
    expect(xml).toContain(`hreflang="x-default" href="${site}/prodotti/scheda/grappa-di-teroldego-v0001/"`)
    expect(xml).not.toContain('/reserved-area/')
    expect(xml).not.toContain('/login/')
  })

  it('points robots at the sitemap and keeps the reserved area and the admin out', async () => {
    const txt = await (await fetch(`${base}/robots.txt`)).text()
    expect(txt).toContain(`Sitemap: ${site}/sitemap.xml`)
    expect(txt).toContain('Disallow: /reserved-area/')
    expect(txt).toContain('Disallow: /admin/')
  })
})
