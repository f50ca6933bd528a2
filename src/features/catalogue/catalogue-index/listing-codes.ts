import { type ListingCodes, routeFacets } from '@/i18n/listing-canonical'

import { findRouteValue } from './addresses'
import { type CatalogueIndex, PAGE_SIZE } from './catalogue-index'
import { knownState } from './facet-counts'
import { countState } from './state-counts'

/** What the listings' canonical addresses need of the index (src/i18n/listing-canonical.ts). */
export function listingCodesOf(index: CatalogueIndex): ListingCodes {
  const columns = new Map(index.columns.map((column) => [column.name, column]))
  return {
    has: (facet, code) => columns.get(facet)?.byCode.has(code) ?? false,
    slugOf(facet, code, locale) {
      const column = columns.get(facet)
      const position = column?.byCode.get(code)
      return position === undefined ? null : (column!.values[position]!.slug?.[locale] ?? null)
    },
    routeValue(dimension, slug, locale) {
      const found = findRouteValue(index, routeFacets[dimension], slug, locale)
      return found ? { facet: found.value.facet, code: found.value.code, sameLocale: found.sameLocale } : null
    },
    pageCount(facets) {
      const { matches } = countState(index.columns, knownState(index.columns, { facets, page: 1 }), index.order.it)
      return Math.max(1, Math.ceil(matches / PAGE_SIZE))
    },
  }
}
