import type { FacetName, FilterState } from '@/i18n/filter-state'
import type { Locale } from '@/i18n/locales'

import type { FacetResult } from './facet-counts'
import type { FacetColumn } from './facets'

/** A filter list entry (code, label, count, slug) as the panel shows it. */
export type FilterEntry = { code: string; label: string; slug: string | null; count: number; selected: boolean }
export type FilterList = { name: FacetName; entries: FilterEntry[] }

/**
 * The filter list of column `f` for a state: every listed value with its disjunctive count; values at zero stay
 * listed (the panel disables them) and selected values are always listed. A list narrowed by another
 * (`narrowedBy`: the sub-types by the menu types) holds, once values of that one are chosen (a type listing, or the
 * type filter), their children only: another type's sub-types would always be at zero.
 */
export function filterList(
  columns: FacetColumn[],
  f: number,
  state: FilterState,
  result: FacetResult,
  locale: Locale,
): FilterList {
  const column = columns[f]
  const selected = new Set(state.facets[column.name] ?? [])
  const chosen = column.narrowedBy ? state.facets[column.narrowedBy] : undefined
  const parents = chosen?.length ? new Set(chosen) : null
  const shown = (v: FacetColumn['values'][number]) =>
    selected.has(v.code) || (v.listed && (parents === null || (v.parent !== undefined && parents.has(v.parent))))
  return {
    name: column.name,
    entries: column.values.flatMap((v, i) =>
      shown(v)
        ? [
            {
              code: v.code,
              label: v.label[locale],
              slug: v.slug ? v.slug[locale] : null,
              count: result.counts[f].counts[i],
              selected: selected.has(v.code),
            },
          ]
        : [],
    ),
  }
}

/** Every column's filter list for a state (`filterList`). */
export const filterLists = (columns: FacetColumn[], state: FilterState, result: FacetResult, locale: Locale) =>
  columns.map((_, f) => filterList(columns, f, state, result, locale))
