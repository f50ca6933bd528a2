import type { NextRequest, NextResponse } from 'next/server'

import { isFilterDimension } from '../i18n/catalogue-paths'
import { parseFilterState, serializeFilterState } from '../i18n/filter-state'
import { canonicalListing, currentListingCodes } from '../i18n/listing-canonical'
import { listingInternalPath, listingKindOf } from '../i18n/listing-paths'
import type { RouteMatch } from '../i18n/route-table'
import { notFound, permanentRedirect, rewrite } from './answers'

/**
 * A product listing: its query is its filter state, and the state becomes part of the internal path, so that each
 * state is a page Next can cache. Once the catalogue index has been built (src/i18n/listing-canonical.ts), every state
 * has one address: any other form of it answers 301 there, unknown codes dropped, and a page past the last is a
 * 404, so the cache only ever holds real states. A client-side navigation (Next's RSC requests) is not redirected
 * (its router follows its own addresses): it gets the canonical state's page at the address it asked for.
 */
export function productListing(request: NextRequest, match: RouteMatch): NextResponse | null {
  const kind = listingKindOf(match.pathname)
  if (!kind) return null
  const { pathname, search, searchParams } = request.nextUrl
  const codes = currentListingCodes()
  if (!codes) {
    // Before the index is built (the first moments of a process, just after a catalogue change): the state as asked,
    // read with the listing's own schema (unknown parameters dropped); the page drops unknown codes.
    const query = serializeFilterState(parseFilterState(searchParams))
    return rewrite(request, listingInternalPath(match, query)!, match.locale, false)
  }
  const slug = isFilterDimension(kind) ? (match.params[kind] ?? null) : null
  const answer = canonicalListing(kind, slug, searchParams, match.locale, codes)
  if (answer.status === 'not-found') return notFound(request, pathname)
  if (answer.path !== `${pathname}${search}` && request.headers.get('rsc') !== '1') {
    return permanentRedirect(request, answer.path, false)
  }
  return rewrite(request, answer.internal, match.locale, false)
}
