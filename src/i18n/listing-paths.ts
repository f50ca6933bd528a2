import { decodedPath } from '@/lib/offline-paths'

import { isFilterDimension, type ListingKind, listingRoutes } from './catalogue-paths'
import type { Locale } from './locales'
import type { InternalPathname } from './pathnames'
import type { RouteMatch } from './route-table'

export type { ListingKind }

/**
 * The product listings (all products, novelties and the filtered listings) carry their filter state in the
 * query string. The proxy rewrites a listing and its canonical query to one internal path,
 * `/{locale}/products/listing/{kind}/{value}/{state}`, so that each listing state is a cacheable page of its
 * own rather than a render per request (docs/decisions/009-catalogue-index-and-listings.md).
 */

/** An empty segment of the internal path (no route value, no query). */
const EMPTY = '_'

/** Which listing a route is, or null for any other route. */
export const listingKindOf = (pathname: InternalPathname): ListingKind | null =>
  (Object.keys(listingRoutes) as ListingKind[]).find((k) => listingRoutes[k] === pathname) ?? null

/** The listing's route value: the parameter of a filtered listing (`amari` in `/prodotti/tipologia/amari/`). */
const valueOf = (kind: ListingKind, params: Record<string, string>): string | null =>
  isFilterDimension(kind) ? (params[kind] ?? null) : null

/** The internal path of a listing route and its canonical query (`''` without filters), or null for any other route. */
export function listingInternalPath(match: RouteMatch, canonicalQuery: string): string | null {
  const kind = listingKindOf(match.pathname)
  if (!kind) return null
  const value = valueOf(kind, match.params)
  const segments = [
    kind,
    value ? encodeURIComponent(value) : EMPTY,
    canonicalQuery ? encodeURIComponent(canonicalQuery) : EMPTY,
  ]
  return `/${match.locale}/products/listing/${segments.join('/')}`
}

export type ListingParams = { kind: ListingKind; value: string | null; query: string }

/** The listing parameters of the internal page's segments (Next may hand them over encoded or not). */
export function readListingParams(kind: string, value: string, state: string): ListingParams | null {
  if (!(kind in listingRoutes)) return null
  const k = kind as ListingKind
  const v = value === EMPTY ? null : decodedPath(value)
  if (isFilterDimension(k) !== (v !== null)) return null
  return { kind: k, value: v, query: state === EMPTY ? '' : decodedPath(state) }
}

/** The listing parameters of an internal listing route's segments below the locale, or null for any other route. */
function listingOfSegments(segments: readonly string[]): ListingParams | null {
  if (segments.length !== 5 || segments[0] !== 'products' || segments[1] !== 'listing') return null
  return readListingParams(segments[2], segments[3], segments[4])
}

/**
 * The canonical query (`page=2`, filters) of an internal listing route's segments below the locale, '' for any other
 * route: the state a listing page keeps when the visitor changes language (the query's codes are the same in both).
 */
export const listingQueryOfSegments = (segments: readonly string[]): string => listingOfSegments(segments)?.query ?? ''

/** The public route of an internal listing path (what `usePathname()` gives while the page renders on the server). */
export function matchListingInternalPath(locale: Locale, segments: string[]): RouteMatch | null {
  const params = listingOfSegments(segments)
  if (!params) return null
  const pathname = listingRoutes[params.kind]
  return { locale, pathname, params: params.value ? { [params.kind]: params.value } : {} }
}
