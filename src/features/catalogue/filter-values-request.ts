import {
  type FacetName,
  facetNames,
  type FilterState,
  parseFilterState,
  serializeFilterState,
} from '@/i18n/filter-state'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * The address of one filter list's values for a listing state (`GET`, answered by src/app/api/filter-values): the list
 * a listing page sends in part (the producers, one value each) is completed from it when the visitor expands or
 * searches the list. The state travels as the listing's own query (serializeFilterState), beside `list` and `locale`.
 */
export const FILTER_VALUES_PATH = '/api/filter-values/'

export function filterValuesPath(list: FacetName, state: FilterState, locale: Locale): string {
  const query = serializeFilterState({ facets: state.facets, page: 1 })
  return `${FILTER_VALUES_PATH}?list=${list}&locale=${locale}${query ? `&${query}` : ''}`
}

export type FilterValuesRequest = { list: FacetName; locale: Locale; state: FilterState }

/** The request's list, language and state; an unknown list or language is an error (unknown filter codes are not). */
export function readFilterValuesRequest(params: URLSearchParams): FilterValuesRequest | { error: string } {
  const list = params.get('list') ?? ''
  const locale = params.get('locale') ?? ''
  if (!(facetNames as readonly string[]).includes(list)) return { error: 'Unknown list' }
  if (!isLocale(locale)) return { error: 'Unknown locale' }
  return { list: list as FacetName, locale, state: parseFilterState(params) }
}
