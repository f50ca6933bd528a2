/**
 * The listing's filter state and its URL form: the state lives in the query string, so a
 * filtered listing can be shared and reloaded. One schema reads it and writes it, both ways.
 *
 * Values are codes (language-neutral: a shared link works in either language); several values of a facet
 * are repeated parameters (`?type=amari&type=whisky`), which is what a GET form sends.
 */

/**
 * The filter dimensions (spec §3 "Filter dimensions shown on the site"), in the order the filter panel shows
 * them; the query string lists them in this order too. The last ones are the products' other taxonomy values
 * (src/cms/fields/product-filters.ts, issue 15 item 1) and the featured flag.
 */
export const facetNames = [
  'type',
  'spirit',
  'producer',
  'color',
  'novelty',
  'certification',
  'country',
  'project',
  'region',
  'style',
  'taste',
  'vintage',
  'format',
  'ageing',
  'year',
  'sparkling',
  'fermentation',
  'territory',
  'packaging',
  'featured',
] as const
export type FacetName = (typeof facetNames)[number]

export type FilterState = { facets: Partial<Record<FacetName, string[]>>; page: number }

/** The one value of the novelty facet (`?novelty=1`), and of every yes/no facet. */
export const NOVELTY_VALUE = '1'
/** The yes/no facets: their one value is `1`. */
export const flagFacets: readonly FacetName[] = ['novelty', 'featured']

/** Guards against a URL that asks for thousands of values: more than this per facet are dropped. */
export const MAX_VALUES_PER_FACET = 30
/** The highest page number read from a URL; anything above is page 1 like any other bad value. */
export const MAX_PAGE = 100_000

const CODE = /^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,79}$/u

const isFacetName = (name: string): name is FacetName => (facetNames as readonly string[]).includes(name)

/** `?page=` as a positive integer; anything else is page 1 (a bad value is ignored, never an error). */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1
  const n = Number(value)
  return n >= 1 && n <= MAX_PAGE ? n : 1
}

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>

function entriesOf(input: QueryInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()]
  return Object.entries(input).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
  )
}

/**
 * Reads a query string into a filter state. Unknown parameters and malformed values are ignored, values are
 * de-duplicated and sorted: two URLs that mean the same listing give the same state.
 */
export function parseFilterState(input: QueryInput): FilterState {
  const facets: Partial<Record<FacetName, string[]>> = {}
  let page: number | undefined
  for (const [rawKey, rawValue] of entriesOf(input)) {
    const key = rawKey.trim()
    if (key === 'page') {
      // The first `page=` counts, as `URLSearchParams.get` and the articles' listings read it.
      page ??= parsePage(rawValue.trim())
      continue
    }
    if (!isFacetName(key)) continue
    for (const part of rawValue.split(',')) {
      const value = part.trim()
      if (!CODE.test(value)) continue
      if (flagFacets.includes(key) && value !== NOVELTY_VALUE) continue
      const list = (facets[key] ??= [])
      if (!list.includes(value) && list.length < MAX_VALUES_PER_FACET) list.push(value)
    }
  }
  for (const name of facetNames) facets[name]?.sort()
  return { facets, page: page ?? 1 }
}

/** The canonical query string of a state (facets in panel order, values sorted, page last and only if > 1). */
export function serializeFilterState(state: FilterState): string {
  const params = new URLSearchParams()
  for (const name of facetNames) {
    const values = [...new Set(state.facets[name] ?? [])].sort()
    for (const value of values) params.append(name, value)
  }
  if (state.page > 1) params.set('page', String(state.page))
  return params.toString()
}

export const hasSelection = (state: FilterState): boolean =>
  facetNames.some((name) => (state.facets[name]?.length ?? 0) > 0)

/** The state with one value of a facet switched on or off (and back to page 1, as any filter change). */
export function toggleValue(state: FilterState, facet: FacetName, value: string): FilterState {
  const current = state.facets[facet] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort()
  return { facets: { ...state.facets, [facet]: next }, page: 1 }
}

/** Two states merged facet by facet (a filtered route's own value plus the query's filters). */
export function mergeStates(base: FilterState['facets'], extra: FilterState): FilterState {
  const facets: Partial<Record<FacetName, string[]>> = {}
  for (const name of facetNames) {
    const values = [...new Set([...(base[name] ?? []), ...(extra.facets[name] ?? [])])].sort()
    if (values.length) facets[name] = values
  }
  return { facets, page: extra.page }
}
