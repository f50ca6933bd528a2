import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { type FacetName, facetNames, type FilterState, NOVELTY_VALUE } from './filter-state'
import { canonicalListing, type ListingCodes, routeFacets, slugExceptions, stateHref } from './listing-canonical'
import { listingKindOf } from './listing-paths'
import type { Locale } from './locales'
import { matchPublicPath } from './route-table'

/**
 * Issue 15, item 2 ("one URL per listing state"): a hand-made catalogue whose codes, slugs and page counts are
 * known. Any query string maps to exactly one canonical URL, and that URL maps to itself.
 */
type Value = { code: string; slug?: { it: string; en: string } }
const catalogue: Partial<Record<FacetName, Value[]>> = {
  type: [
    { code: 'amari', slug: { it: 'amari', en: 'bitters' } },
    { code: 'vini', slug: { it: 'vini', en: 'wines' } },
    { code: 'distillati', slug: { it: 'distillati', en: 'spirits' } },
  ],
  spirit: [
    { code: 'whisky', slug: { it: 'whisky', en: 'whisky' } },
    { code: 'fernet', slug: { it: 'fernet', en: 'fernet' } },
    // A sub-type an editor gave a type's slug: the slug leads to the type, so the sub-type has no route.
    { code: 'vino-rosso', slug: { it: 'vini', en: 'red-wine' } },
  ],
  producer: [
    { code: 'P001', slug: { it: 'cantina-alta', en: 'cantina-alta' } },
    { code: 'P002', slug: { it: 'distilleria-bassa', en: 'distilleria-bassa' } },
  ],
  color: [
    { code: 'rosso', slug: { it: 'rosso', en: 'red' } },
    { code: 'bianco', slug: { it: 'bianco', en: 'white' } },
  ],
  country: [{ code: 'italia', slug: { it: 'italia', en: 'italy' } }],
  region: [{ code: 'veneto', slug: { it: 'veneto', en: 'veneto' } }],
  certification: [{ code: 'bio' }, { code: 'vegan' }],
  project: [{ code: 'artigiani' }],
  novelty: [{ code: NOVELTY_VALUE }],
}

const valueOf = (facet: FacetName, code: string) => catalogue[facet]?.find((v) => v.code === code)
/** Fewer pages the more values are chosen: 5 with none, 1 from four on. */
const pageCount = (facets: FilterState['facets']) =>
  5 -
  Math.min(
    4,
    Object.values(facets).reduce((n, values) => n + (values?.length ?? 0), 0),
  )

const codes: ListingCodes = {
  has: (facet, code) => !!valueOf(facet, code),
  slugOf: (facet, code, locale) => valueOf(facet, code)?.slug?.[locale] ?? null,
  routeValue(dimension, slug, locale) {
    for (const sameLocale of [true, false]) {
      for (const facet of routeFacets[dimension]) {
        const found = catalogue[facet]?.find((v) =>
          sameLocale ? v.slug?.[locale] === slug : v.slug?.it === slug || v.slug?.en === slug,
        )
        if (found) return { facet, code: found.code, sameLocale }
      }
    }
    return null
  },
  pageCount,
}

/** The canonical answer for a public address (path and query), as the proxy computes it. */
function canonicalOf(address: string) {
  const url = new URL(address, 'http://site.invalid')
  const match = matchPublicPath(url.pathname)
  const kind = match ? listingKindOf(match.pathname) : null
  if (!match || !kind) throw new Error(`${address} is no listing`)
  const slug = kind === 'all' || kind === 'news' ? null : (match.params[kind] ?? null)
  return canonicalListing(kind, slug, url.searchParams, match.locale, codes)
}

const pathOf = (address: string) => {
  const answer = canonicalOf(address)
  return answer.status === 'found' ? answer.path : answer.status
}

describe('canonical listing addresses: examples (issue 15, item 2)', () => {
  it.each([
    ['/prodotti/?type=amari', '/prodotti/tipologia/amari/'],
    ['/en/products/?type=amari', '/en/products/type/bitters/'],
    ['/prodotti/?color=rosso&type=amari', '/prodotti/tipologia/amari/?color=rosso'],
    ['/prodotti/colore/rosso/?type=amari', '/prodotti/tipologia/amari/?color=rosso'],
    ['/prodotti/tipologia/amari/?type=vini', '/prodotti/?type=amari&type=vini'],
    ['/prodotti/?producer=P001', '/prodotti/produttore/cantina-alta/'],
    ['/prodotti/?novelty=1', '/prodotti/novita/'],
    ['/en/products/news/?type=amari', '/en/products/type/bitters/?novelty=1'],
    ['/prodotti/?type=junk&certification=bio&utm_source=x', '/prodotti/?certification=bio'],
    ['/prodotti/?certification=vegan&certification=bio,bio', '/prodotti/?certification=bio&certification=vegan'],
    ['/prodotti/?page=1', '/prodotti/'],
    ['/prodotti/?page=abc', '/prodotti/'],
    ['/prodotti/?page=5', '/prodotti/?page=5'],
    ['/prodotti/?page=6', 'not-found'],
    ['/prodotti/?page=99999', 'not-found'],
    ['/prodotti/tipologia/nessuna/', 'not-found'],
    // A slug of the other language: the address in this one.
    ['/en/products/type/amari/', '/en/products/type/bitters/'],
    ['/prodotti/tipologia/whisky/', '/prodotti/tipologia/whisky/'],
    // The sub-type whose Italian slug is a type's: its own route would show the type, so it stays in the query.
    ['/prodotti/?spirit=vino-rosso', '/prodotti/?spirit=vino-rosso'],
    ['/en/products/?spirit=vino-rosso', '/en/products/type/red-wine/'],
    ['/prodotti/?type=distillati&spirit=whisky', '/prodotti/?type=distillati&spirit=whisky'],
  ])('%s → %s', (address, expected) => {
    expect(pathOf(address)).toBe(expected)
  })
})

/** Listing addresses: every route, some slugs (good, other-language, unknown), and query strings of anything. */
const routePath = fc.constantFrom(
  '/prodotti/',
  '/prodotti/novita/',
  '/prodotti/tipologia/amari/',
  '/prodotti/tipologia/whisky/',
  '/prodotti/tipologia/bitters/',
  '/prodotti/tipologia/vini/',
  '/prodotti/colore/rosso/',
  '/prodotti/produttore/cantina-alta/',
  '/prodotti/nazione/italia/',
  '/prodotti/regione/veneto/',
  '/prodotti/tipologia/sconosciuta/',
  '/en/products/',
  '/en/products/news/',
  '/en/products/type/bitters/',
  '/en/products/type/red-wine/',
  '/en/products/color/red/',
  '/en/products/country/italia/',
)
const knownCodes = Object.values(catalogue).flatMap((values) => values.map((v) => v.code))
const param = fc.tuple(
  fc.oneof(fc.constantFrom(...facetNames, 'page', 'utm_source', '_rsc', 'Type', ' type'), fc.string({ maxLength: 6 })),
  fc.oneof(
    fc.constantFrom(...knownCodes, '1', '2', '3', '0', '7', 'junk', '', 'amari,vini', 'bio, vegan'),
    fc.string({ maxLength: 8 }),
  ),
)
const address = fc.tuple(routePath, fc.array(param, { maxLength: 8 })).map(([path, params]) => {
  const query = new URLSearchParams(params).toString()
  return query ? `${path}?${query}` : path
})

describe('canonical listing addresses: properties (issue 15, item 2)', () => {
  it('any query string maps to one canonical URL, and that URL maps to itself', () => {
    fc.assert(
      fc.property(address, (asked) => {
        const first = canonicalOf(asked)
        if (first.status !== 'found') return
        const again = canonicalOf(first.path)
        expect(again).toEqual(first)
      }),
      { numRuns: 3000 },
    )
  })

  it('the order of filter parameters and repeated values do not change the address', () => {
    fc.assert(
      fc.property(routePath, fc.array(param, { maxLength: 8 }), (path, params) => {
        // The last `page` counts (as for any repeated single parameter): pages keep their order, at the end.
        const pages = params.filter(([name]) => name === 'page')
        const others = params.filter(([name]) => name !== 'page')
        const shuffled = [...others].reverse().concat(others.slice(0, 2), pages)
        const a = pathOf(`${path}?${new URLSearchParams(params)}`)
        const b = pathOf(`${path}?${new URLSearchParams(shuffled)}`)
        expect(a).toBe(b)
      }),
      { numRuns: 2000 },
    )
  })

  it('a canonical URL names only codes the catalogue has, and a page within its count', () => {
    fc.assert(
      fc.property(address, (asked) => {
        const answer = canonicalOf(asked)
        if (answer.status !== 'found') return
        const url = new URL(answer.path, 'http://site.invalid')
        for (const [name, value] of url.searchParams) {
          if (name === 'page') expect(Number(value)).toBeGreaterThan(1)
          else expect(codes.has(name as FacetName, value), `${name}=${value}`).toBe(true)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('the filter panel’s links (stateHref) are the addresses the proxy keeps', () => {
    const state = fc.record(
      Object.fromEntries(
        Object.entries(catalogue).map(([facet, values]) => [facet, fc.subarray(values.map((v) => v.code))]),
      ) as Record<FacetName, fc.Arbitrary<string[]>>,
    )
    fc.assert(
      fc.property(state, fc.constantFrom<Locale>('it', 'en'), (facets, locale) => {
        const exceptions = slugExceptions(
          Object.entries(catalogue).flatMap(([facet, values]) =>
            values.map((v) => ({ facet: facet as FacetName, code: v.code, slug: v.slug?.[locale] ?? null })),
          ),
        )
        const href = stateHref(facets, locale, exceptions)
        const answer = canonicalOf(href)
        // The one exception: a value whose slug leads elsewhere (a page cannot know); the proxy sends it on.
        const ambiguous = locale === 'it' && facets.spirit?.includes('vino-rosso')
        if (!ambiguous) expect(answer).toMatchObject({ status: 'found', path: href })
      }),
      { numRuns: 1000 },
    )
  })
})
