import { type FilterDimension, isFilterDimension, type ListingKind, listingRoutes } from './catalogue-paths'
import {
  type FacetName,
  facetNames,
  type FilterState,
  mergeStates,
  NOVELTY_VALUE,
  parseFilterState,
  serializeFilterState,
} from './filter-state'
import { listingInternalPath } from './listing-paths'
import type { Locale } from './locales'
import { localizePath } from './route-table'

/**
 * One URL per listing state (issue 15, item 2). A listing's state (its route's value merged with the query's
 * filters and page) has exactly one public address: the filtered route of its one type, producer, colour, region or
 * country when it has one (in that order), else the novelties when it asks for them, else all products; the rest of
 * the state in the canonical query (facets in panel order, values sorted, page last and only past the first). Codes
 * the catalogue does not know are dropped, and a page past the last is no page.
 *
 * The proxy applies it before a listing is rendered or cached (a 301 to the canonical address, a 404 past the last
 * page), so the cache can only hold states whose codes exist; the filter panel builds its links with it.
 */

/** What the rules need to know of the catalogue (the catalogue index answers it: see `publishListingCodes`). */
export type ListingCodes = {
  /** Whether `code` is a value of `facet`. */
  has(facet: FacetName, code: string): boolean
  /** The route slug of a value in a language, or null when the value has no route. */
  slugOf(facet: FacetName, code: string, locale: Locale): string | null
  /** The value a filtered route's slug names: in `locale`, or in another language (`sameLocale` false). */
  routeValue(
    dimension: FilterDimension,
    slug: string,
    locale: Locale,
  ): { facet: FacetName; code: string; sameLocale: boolean } | null
  /** How many pages the listing of these filters has (1 for none). */
  pageCount(facets: FilterState['facets']): number
}

/** Which facets a filtered route's value may name: the type route takes menu types and their sub-types. */
export const routeFacets: Record<FilterDimension, FacetName[]> = {
  type: ['type', 'spirit'],
  producer: ['producer'],
  color: ['color'],
  region: ['region'],
  country: ['country'],
}

/** The order in which a state's single value finds its route. */
const routeOrder: FilterDimension[] = ['type', 'producer', 'color', 'region', 'country']

export type Placement = { kind: ListingKind; value: string | null; rest: FilterState['facets'] }

/**
 * Where a state's listing lives: the route of its one value of the first dimension that has exactly one (and a slug
 * in `locale`), else the novelties, else all products; `rest` is what the query still carries.
 */
export function placeState(
  facets: FilterState['facets'],
  locale: Locale,
  codes: Pick<ListingCodes, 'slugOf'> & Partial<Pick<ListingCodes, 'routeValue'>>,
): Placement {
  for (const dimension of routeOrder) {
    const values = routeFacets[dimension].flatMap((facet) => (facets[facet] ?? []).map((code) => ({ facet, code })))
    if (values.length !== 1) continue
    const { facet, code } = values[0]!
    const slug = codes.slugOf(facet, code, locale)
    if (!slug) continue
    // A slug that names another value first (a type and a sub-type an editor gave the same slug) is no route of this one.
    const back = codes.routeValue?.(dimension, slug, locale)
    if (back && (back.facet !== facet || back.code !== code || !back.sameLocale)) continue
    const rest = { ...facets }
    delete rest[facet]
    return { kind: dimension, value: slug, rest }
  }
  if (facets.novelty?.includes(NOVELTY_VALUE)) {
    const rest = { ...facets }
    delete rest.novelty
    return { kind: 'news', value: null, rest }
  }
  return { kind: 'all', value: null, rest: facets }
}

/** The public address of a placed state (path and canonical query). */
export function placementPath(placement: Placement, page: number, locale: Locale): string {
  const { kind, value } = placement
  const path = localizePath(listingRoutes[kind], locale, value ? { [kind]: value } : {})
  const query = serializeFilterState({ facets: placement.rest, page })
  return query ? `${path}?${query}` : path
}

export type CanonicalListing =
  /** The listing's one address, and the internal path that renders it. */
  | { status: 'found'; path: string; internal: string }
  /** A route value no language knows, or a page past the last. */
  | { status: 'not-found' }

/** The canonical listing of a listing route (`kind`, its slug) asked with `query`, in `locale`. */
export function canonicalListing(
  kind: ListingKind,
  slug: string | null,
  query: URLSearchParams,
  locale: Locale,
  codes: ListingCodes,
): CanonicalListing {
  const asked = parseFilterState(query)
  let base: FilterState['facets'] = {}
  if (kind === 'news') base = { novelty: [NOVELTY_VALUE] }
  else if (isFilterDimension(kind)) {
    const value = slug ? codes.routeValue(kind, slug, locale) : null
    if (!value) return { status: 'not-found' }
    base = { [value.facet]: [value.code] }
  }
  const known: FilterState['facets'] = {}
  for (const facet of facetNames) {
    const values = (asked.facets[facet] ?? []).filter((code) => codes.has(facet, code))
    if (values.length) known[facet] = values
  }
  const state = mergeStates(base, { facets: known, page: asked.page })
  if (state.page > 1 && state.page > codes.pageCount(state.facets)) return { status: 'not-found' }
  const placement = placeState(state.facets, locale, codes)
  const path = placementPath(placement, state.page, locale)
  const pathname = listingRoutes[placement.kind]
  const params: Record<string, string> = placement.value ? { [placement.kind]: placement.value } : {}
  const internal = listingInternalPath(
    { locale, pathname, params },
    serializeFilterState({ facets: placement.rest, page: state.page }),
  )!
  return { status: 'found', path, internal }
}

/*
 * The catalogue index lives in the server's process, built by the catalogue feature; the proxy stands below the
 * features and reads what it needs through this slot on `globalThis` (every bundle of the process shares it).
 * Empty until the index is first built, and again after a CMS change until it is rebuilt: the proxy then lets the
 * listing render as asked.
 */
const slot = globalThis as typeof globalThis & { __listingCodes?: ListingCodes }

export const publishListingCodes = (codes: ListingCodes) => {
  slot.__listingCodes = codes
}
export const forgetListingCodes = () => {
  slot.__listingCodes = undefined
}
export const currentListingCodes = (): ListingCodes | null => slot.__listingCodes ?? null

/** The collections whose changes can add, remove or rename a listing's codes and slugs. */
const codeCollections = ['products', 'producers', 'taxonomy-terms', 'projects'].map((c) => `collection:${c}`)

/** After a CMS change: the codes are forgotten if the change may have touched them, until the index is rebuilt. */
export function forgetListingCodesAfter(tags: readonly string[]): void {
  if (tags.some((tag) => codeCollections.includes(tag))) forgetListingCodes()
}

/** Whether a facet's values have routes of their own (the type route takes sub-types too). */
export const isRoutedFacet = (facet: FacetName): boolean =>
  Object.values(routeFacets).some((facets) => facets.includes(facet))

/**
 * The route slugs a listing page sends its filter panel, in the page's language: only where a slug is not its code
 * (most Italian slugs are), keyed `facet:code`.
 */
export type SlugExceptions = Record<string, string>

export function slugExceptions(values: { facet: FacetName; code: string; slug: string | null }[]): SlugExceptions {
  const exceptions: SlugExceptions = {}
  for (const { facet, code, slug } of values) if (slug && slug !== code) exceptions[`${facet}:${code}`] = slug
  return exceptions
}

/** The address of a listing state (its first page) from a page's slug exceptions: what a filter change leads to. */
export function stateHref(facets: FilterState['facets'], locale: Locale, exceptions: SlugExceptions): string {
  const slugOf = (facet: FacetName, code: string) =>
    isRoutedFacet(facet) ? (exceptions[`${facet}:${code}`] ?? code) : null
  return placementPath(placeState(facets, locale, { slugOf }), 1, locale)
}
