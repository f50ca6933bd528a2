import { describe, expect, it } from 'vitest'

import { listingRoutes } from './catalogue-paths'
import { listingInternalPath } from './listing-paths'
import { type Locale, locales } from './locales'
import { currentOf } from './nav-match'
import type { InternalPathname } from './pathnames'
import {
  internalPath,
  internalPathnames,
  localizePath,
  matchCurrentPath,
  navMatch,
  type RouteMatch,
  type RouteParams,
} from './route-table'

/** What `aria-current` was with the route table in the browser (nav-link.client.tsx before decision 047). */
function withRouteTable(path: string, pathname: InternalPathname, params: RouteParams, exact: boolean) {
  const match = matchCurrentPath(path)
  if (!match) return undefined
  const own = match.pathname === pathname && Object.entries(params).every(([key, value]) => match.params[key] === value)
  if (own) return 'page'
  const hasParams = Object.keys(params).length > 0
  if (!exact && !hasParams && pathname !== '/' && match.pathname.startsWith(`${pathname}/`)) return 'true'
  return undefined
}

const paramsOf = (pathname: InternalPathname, value: string): RouteParams =>
  Object.fromEntries([...pathname.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => [name, value]))

/** Every page of the table, as the browser sees its path and as the server does while rendering it. */
function pagesOf(locale: Locale): string[] {
  return internalPathnames.flatMap((pathname) =>
    ['amari', 'whisky'].flatMap((value) => {
      const match: RouteMatch = { locale, pathname, params: paramsOf(pathname, value) }
      const listing = listingInternalPath(match, '')
      return [
        localizePath(pathname, locale, match.params),
        internalPath(match),
        ...(listing ? [listing, listing.replace(/_$/, encodeURIComponent('producer=P001&page=2'))] : []),
      ]
    }),
  )
}

/** The menus' links: every route without parameters, on its own and with the routes below, and the type listings. */
const links: { pathname: InternalPathname; params: RouteParams; exact: boolean }[] = [
  ...internalPathnames
    .filter((pathname) => !pathname.includes('['))
    .flatMap((pathname) => [false, true].map((exact) => ({ pathname, params: {}, exact }))),
  ...['amari', 'whisky'].map((type) => ({ pathname: listingRoutes.type, params: { type }, exact: false })),
]

describe('aria-current of the menus without the route table in the browser (decision 047)', () => {
  it('is what the route table said, for every link on every page, public and internal paths, both languages', () => {
    let compared = 0
    for (const locale of locales) {
      const pages = pagesOf(locale)
      for (const link of links) {
        const match = navMatch(link.pathname, locale, { params: link.params, exact: link.exact })
        for (const page of pages) {
          const expected = withRouteTable(page, link.pathname, link.params, link.exact)
          expect(currentOf(page, match), `${link.pathname} ${JSON.stringify(link.params)} on ${page}`).toBe(expected)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000)
  })

  it('reads the path with or without its trailing slash', () => {
    const products = navMatch('/products', 'it')
    expect(currentOf('/prodotti', products)).toBe('page')
    expect(currentOf('/prodotti/scheda/glen-18', products)).toBe('true')
    expect(currentOf('/it/products/listing/all/_/type%3Damari', products)).toBe('page')
    expect(currentOf('/en/products/', products)).toBeUndefined()
  })
})
