import type { FacetName, FilterState } from '@/i18n/filter-state'

import { type FacetColumn, NONE } from './facets'

/**
 * Disjunctive facet counting over columns (issue 4): values of one facet combine with OR,
 * facets with AND, and a facet's counts ignore that facet's own selection while respecting all the others.
 *
 * One pass over the catalogue answers a listing: a product that fails no selected facet is a result and
 * counts in every facet; a product that fails exactly one selected facet counts in that facet only (it is
 * what selecting another value of that facet would add); a product failing two counts nowhere.
 */

/** One selected facet, compiled for the pass: a flag per value (single) or a bit mask (multi). */
type Selection = { facet: number; flags: Uint8Array | null; bits: number }

function compileSelections(columns: FacetColumn[], state: FilterState): Selection[] {
  const selections: Selection[] = []
  columns.forEach((column, facet) => {
    const codes = state.facets[column.name] ?? []
    const positions = codes.map((c) => column.byCode.get(c)).filter((i): i is number => i !== undefined)
    if (!positions.length) return
    if (column.mask) {
      selections.push({ facet, flags: null, bits: positions.reduce((m, i) => m | (1 << i), 0) >>> 0 })
    } else {
      const flags = new Uint8Array(column.values.length)
      for (const i of positions) flags[i] = 1
      selections.push({ facet, flags, bits: 0 })
    }
  })
  return selections
}

/** The state with the codes that name no value dropped: a bad filter value is ignored, never an error. */
export function knownState(columns: FacetColumn[], state: FilterState): FilterState {
  const facets: FilterState['facets'] = {}
  for (const column of columns) {
    const known = (state.facets[column.name] ?? []).filter((c) => column.byCode.has(c))
    if (known.length) facets[column.name] = known
  }
  return { facets, page: state.page }
}

export type FacetCounts = { name: FacetName; counts: Uint32Array }
export type FacetResult = { matches: number; counts: FacetCounts[] }

/**
 * Counts every facet's values for a state and hands each matching product to `onMatch` in `order`.
 * `order` lists product positions (the listing's sort order for a language).
 */
export function countFacets(
  columns: FacetColumn[],
  state: FilterState,
  order: Int32Array,
  onMatch?: (product: number, nth: number) => void,
): FacetResult {
  const selections = compileSelections(columns, state)
  const counts = columns.map((c) => new Uint32Array(c.values.length))
  const add = (facet: number, p: number) => {
    const column = columns[facet]
    if (column.single) {
      const v = column.single[p]
      if (v !== NONE) counts[facet][v]++
    } else if (column.mask) {
      let m = column.mask[p]
      while (m) {
        const bit = 31 - Math.clz32(m)
        counts[facet][bit]++
        m &= ~(1 << bit)
      }
    }
  }
  let matches = 0
  const selected = selections.length
  for (let n = 0; n < order.length; n++) {
    const p = order[n]
    let failed = -1
    let failures = 0
    for (let s = 0; s < selected; s++) {
      const sel = selections[s]
      const column = columns[sel.facet]
      const ok = sel.flags
        ? column.single![p] !== NONE && sel.flags[column.single![p]] === 1
        : (column.mask![p] & sel.bits) !== 0
      if (!ok) {
        failed = sel.facet
        if (++failures > 1) break
      }
    }
    if (failures === 0) {
      for (let f = 0; f < columns.length; f++) add(f, p)
      onMatch?.(p, matches)
      matches++
    } else if (failures === 1) {
      add(failed, p)
    }
  }
  return { matches, counts: columns.map((c, i) => ({ name: c.name, counts: counts[i] })) }
}
