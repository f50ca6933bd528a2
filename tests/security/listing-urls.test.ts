import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { facetNames } from '@/i18n/filter-state'

import { base } from '../support/http'

/**
 * Issue 15, items 2 and 5, as an attacker tries them: junk in a listing's query (one new cached page per junk value
 * used to be possible) and junk sitemap names. Each answer is a 301 to a clean address of this site, a 404, or the
 * page itself when the address was already its one address; never a 500, never another host.
 */
const listings = [
  '/prodotti/',
  '/en/products/',
  '/prodotti/tipologia/amari/',
  '/en/products/color/amber/',
  '/prodotti/novita/',
]
const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('<script>', '%00', '../..', '//evil.example', 'https://evil.example/', 'amari\t', 'ämari', '1e9'),
)
const param = fc.tuple(fc.oneof(fc.constantFrom(...facetNames, 'page'), fc.string({ maxLength: 6 })), junk)

describe('listing addresses under junk (issue 15, item 2)', () => {
  it('a junk query is answered before any render: 301 to a clean address of this site, or 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listings),
        fc.array(param, { minLength: 1, maxLength: 5 }),
        async (path, params) => {
          const asked = `${path}?${new URLSearchParams(params)}`
          const res = await fetch(base + asked, { redirect: 'manual' })
          expect([200, 301, 404], asked).toContain(res.status)
          if (res.status === 301) {
            const target = new URL(res.headers.get('location')!, base)
            expect(target.origin, asked).toBe(new URL(base).origin)
            // The clean address names known facets only, and answers itself.
            for (const name of target.searchParams.keys()) expect([...facetNames, 'page'], asked).toContain(name)
            const again = await fetch(target, { redirect: 'manual' })
            expect(again.status, target.href).toBe(200)
          }
          if (res.status === 200) expect(res.headers.get('x-nextjs-cache'), asked).not.toBeNull()
          await res.body?.cancel()
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('sitemap names (issue 15, item 5)', () => {
  it.each([
    '/sitemaps/products-0.xml',
    '/sitemaps/products-99999.xml',
    '/sitemaps/..%2F..%2Fpackage.json',
    '/sitemaps/%2e%2e/%2e%2e/package.json',
    '/sitemaps/products-1.xml%00',
    '/sitemaps/products-1.xml.gz',
    '/sitemaps/customers-1.xml',
    '/sitemaps/',
  ])('%s is no file', async (path) => {
    const res = await fetch(base + path, { redirect: 'manual' })
    expect([404, 400, 308, 301], path).toContain(res.status)
    const text = await res.text()
    expect(text).not.toContain('<urlset')
    expect(text).not.toContain('"dependencies"')
  })
})
