import 'server-only'

import { cache } from 'react'

import type { FilterDimension } from '@/i18n/catalogue-paths'
import { type FilterState, mergeStates, NOVELTY_VALUE, parseFilterState } from '@/i18n/filter-state'
import { routeFacets } from '@/i18n/listing-canonical'
import type { ListingKind } from '@/i18n/listing-paths'
import { listingTagsOfState } from '@/i18n/listing-tags'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { tagPage } from '@/lib/page-tags'

import { findRouteValue, type RouteValue } from '../catalogue-index/addresses'
import {
  cardOf,
  type Listing,
  queryListing,
  type SearchAnswer,
  searchCatalogue,
} from '../catalogue-index/catalogue-index'
import { knownState } from '../catalogue-index/facet-counts'
import { type FilterEntry, filterList } from '../catalogue-index/filter-lists'
import { relatedPositions } from '../catalogue-index/related'
import { countState } from '../catalogue-index/state-counts'
import { getCatalogueIndex } from '../catalogue-index/store'

export type { Listing, RouteValue }
export type { FilterEntry, FilterList } from '../catalogue-index/filter-lists'

export type ListingAnswer =
  | { status: 'found'; listing: Listing; route: RouteValue | null; extra: FilterState }
  | { status: 'other-locale'; slug: string }
  | { status: 'not-found' }

/**
 * A listing page: the route's own value (a filtered route's slug, the novelties) merged with the query's
 * filters, counted by the catalogue index. Once per request: the page and its metadata both ask.
 */
export const getListing = cache(
  async (locale: Locale, kind: ListingKind, value: string | null, query: string): Promise<ListingAnswer> => {
    const index = await getCatalogueIndex()
    const extra = parseFilterState(new URLSearchParams(query))
    let route: RouteValue | null = null
    let base: FilterState['facets'] = {}
    if (kind === 'news') base = { novelty: [NOVELTY_VALUE] }
    else if (kind !== 'all') {
      if (!value) return { status: 'not-found' }
      const found = findRouteValue(index, routeFacets[kind], value, locale)
      if (!found) return { status: 'not-found' }
      if (!found.sameLocale) return { status: 'other-locale', slug: found.value.slug[locale] }
      route = found.value
      base = { [route.facet]: [route.code] }
    }
    const listing = queryListing(index, mergeStates(base, extra), locale)
    await tagCards(listing)
    return { status: 'found', listing, route, extra }
  },
)

/**
 * The page showing a list of cards in title order carries the document tag of each card's product (its content
 * changes) and the `listing:` tags of its filters (a rename moves products in and out of it): decision 030.
 */
async function tagCards(listing: Pick<Listing, 'ids' | 'state'>, inTitleOrder = true): Promise<void> {
  await tagPage([
    ...listing.ids.map((id) => cacheTags.document('products', id)),
    ...(inTitleOrder ? listingTagsOfState(listing.state.facets) : []),
  ])
}

/** The search box's answer: at most 50 products with a spirit type and 50 producers. */
/**
 * Every value of one filter list, with its count, for a listing state: what a list that the page sends in part (the
 * producers, `filterValuesPath`) shows once the visitor expands or searches it. Null for a name that is no list.
 */
export async function listFilterValues(
  list: string,
  requested: FilterState,
  locale: Locale,
): Promise<FilterEntry[] | null> {
  const index = await getCatalogueIndex()
  const column = index.columns.findIndex((c) => c.name === list)
  if (column < 0) return null
  const state = knownState(index.columns, requested)
  const counted = countState(index.columns, state, index.order[locale])
  return filterList(index.columns, column, state, counted, locale).entries
}

export async function searchProducts(query: string, locale: Locale): Promise<SearchAnswer> {
  return searchCatalogue(await getCatalogueIndex(), query, locale)
}

/** What a product carousel shows (an editor's block): codes per facet, combined as the listing does. */
export type CardFilter = {
  type?: string[]
  spirit?: string[]
  project?: string[]
  producer?: string[]
  novelty?: boolean
}

/** The first `limit` products matching a carousel's filter, in the listing's order. */
export async function listProductCards(locale: Locale, filter: CardFilter, limit: number) {
  const index = await getCatalogueIndex()
  const facets: FilterState['facets'] = {}
  for (const facet of ['type', 'spirit', 'project', 'producer'] as const)
    if (filter[facet]?.length) facets[facet] = filter[facet]
  if (filter.novelty) facets.novelty = [NOVELTY_VALUE]
  const listing = queryListing(index, { facets, page: 1 }, locale, limit)
  await tagCards(listing)
  return listing.cards
}

/**
 * A sheet's related products (its product carousel): the same producer's first, then the same type's, by
 * title, never the product itself, at most `limit`. From the catalogue index: no database read on a cold sheet.
 */
export async function listRelatedCards(
  locale: Locale,
  productCode: string,
  producerId: number | null,
  typeId: number | null,
  limit = 12,
) {
  const index = await getCatalogueIndex()
  const shown = relatedPositions(index, locale, productCode, producerId, typeId, limit).map(
    (position) => index.products[position],
  )
  // Only the shown cards' tags: a rename that would move another product of the producer or type into the carousel
  // leaves it as it is until the sheet is rendered again (decision 030), rather than expire every sheet of the type.
  await tagCards({ ids: shown.map((p) => p.id), state: { facets: {}, page: 1 } }, false)
  return shown.map((p) => cardOf(index, p, locale))
}

/**
 * Builds the catalogue index if it is not built yet (the health check asks, when the server starts): with it, the
 * proxy answers each listing state at its one address from the first request on (src/i18n/listing-canonical.ts).
 */
export async function warmCatalogueIndex(): Promise<void> {
  await getCatalogueIndex()
}

/**
 * For each filtered listing, the Italian slugs of its values that some shown product has (spec §7: the region list
 * holds the regions that have products): the listings the sitemap names. A value with none is a page of "no
 * products". One read of the index for every dimension.
 */
export async function listedRouteSlugs(): Promise<Record<FilterDimension, Set<string>>> {
  const index = await getCatalogueIndex()
  const slugsOf = (facets: readonly string[]) =>
    new Set(
      index.columns
        .filter((column) => facets.includes(column.name))
        .flatMap((column) => column.values.filter((v) => v.listed && v.slug).map((v) => v.slug!.it)),
    )
  return Object.fromEntries(
    Object.entries(routeFacets).map(([dimension, facets]) => [dimension, slugsOf(facets)]),
  ) as Record<FilterDimension, Set<string>>
}
