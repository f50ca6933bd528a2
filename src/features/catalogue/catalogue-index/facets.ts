import { productTermFilters } from '@/cms/fields/product-filters'
import { type FacetName, facetNames, type FilterState, NOVELTY_VALUE } from '@/i18n/filter-state'
import { pillarCodes } from '@/lib/pillars'

import { type CatalogueRecords, ITALY, type Localized, type ProductRecord, type TermGroup } from './records'

/**
 * Disjunctive facet counting over columns (issue 4): values of one facet combine with OR,
 * facets with AND, and a facet's counts ignore that facet's own selection while respecting all the others.
 *
 * One pass over the catalogue answers a listing: a product that fails no selected facet is a result and
 * counts in every facet; a product that fails exactly one selected facet counts in that facet only (it is
 * what selecting another value of that facet would add); a product failing two counts nowhere.
 */

/**
 * `listed`: shown in the filter list (it has products, and its list does not leave it out: Italy, foreign regions,
 * non-pillar projects). `parent`: a spirit sub-type's menu type code, by which a type listing narrows the sub-types.
 */
export type FacetValue = {
  code: string
  label: Localized
  slug: Localized | null
  listed: boolean
  parent?: string
  /** The slugs it had before an editor changed them: its listing's former addresses, which redirect to its own. */
  former?: string[]
}

export type FacetColumn = {
  name: FacetName
  /**
   * The facet's values sorted by code (the products' other filters: in the taxonomy's order). Every value of the group is here, so that a filtered route
   * (`/prodotti/nazione/italia/`, a type without products yet) still resolves; only `listed` ones are offered.
   */
  values: FacetValue[]
  byCode: Map<string, number>
  /** Single-valued facets: the value's position per product, -1 for none. */
  single: Int32Array | null
  /** Multi-valued facets (projects, at most 32 values): a bit per value. */
  mask: Uint32Array | null
  /**
   * The facet whose chosen values narrow this one's list to their children (a value's `parent`): the sub-types of the
   * chosen menu types.
   */
  narrowedBy?: FacetName
}

const NONE = -1

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)

type SourceValue = Omit<FacetValue, 'listed'> & { id: number; unlisted?: boolean }
/** `inOrder`: the values keep the order given (the taxonomy's `order`: vintages newest first) instead of by code. */
type Source = {
  values: SourceValue[]
  valueOf: (p: ProductRecord) => number | null | number[]
  inOrder?: boolean
  narrowedBy?: FacetName
}

const formerOf = (x: { former?: string[] }) => (x.former?.length ? { former: x.former } : {})

/** The value (by database id) that places a product in each facet, and the candidate values. */
function sources(records: CatalogueRecords): Record<FacetName, Source> {
  const terms = new Map(records.terms.map((t) => [t.id, t]))
  const group = (g: TermGroup) => records.terms.filter((t) => t.group === g)
  const italy = records.terms.find((t) => t.group === 'country' && t.code === ITALY)?.id ?? null
  const valuesOf = (
    list: { id: number; code: string; label: Localized; slug: Localized; former?: string[] }[],
  ): SourceValue[] => list.map((x) => ({ id: x.id, code: x.code, label: x.label, slug: x.slug, ...formerOf(x) }))
  const pillars = new Set<string>(pillarCodes)
  return {
    // A product's type is its sub-type's menu type, so a type's count is the sum of its sub-types'.
    type: {
      values: valuesOf(group('type')),
      valueOf: (p) => (p.spiritType !== null ? (terms.get(p.spiritType)?.parent ?? p.type) : p.type),
    },
    spirit: {
      values: group('typespirits').map((x) => {
        const parent = x.parent !== null ? terms.get(x.parent)?.code : undefined
        return { id: x.id, code: x.code, label: x.label, slug: x.slug, ...formerOf(x), ...(parent ? { parent } : {}) }
      }),
      valueOf: (p) => p.spiritType,
      narrowedBy: 'type',
    },
    producer: {
      values: records.producers.map((x) => ({ id: x.id, code: x.code, label: x.name, slug: x.slug, ...formerOf(x) })),
      valueOf: (p) => p.producer,
    },
    color: { values: valuesOf(group('color')), valueOf: (p) => p.color },
    novelty: {
      values: [{ id: 1, code: NOVELTY_VALUE, label: { it: '', en: '' }, slug: null }],
      valueOf: (p) => (p.novelty ? 1 : null),
    },
    certification: { values: valuesOf(group('certification')), valueOf: (p) => p.certification },
    // The country list leaves Italy out (the regions stand for it); the region list holds Italian regions only.
    country: {
      values: valuesOf(group('country')).map((v) => ({ ...v, unlisted: v.code === ITALY })),
      valueOf: (p) => p.country,
    },
    region: {
      values: valuesOf(group('region')),
      valueOf: (p) => (p.country !== null && p.country === italy ? p.region : null),
    },
    featured: {
      values: [{ id: 1, code: NOVELTY_VALUE, label: { it: '', en: '' }, slug: null }],
      valueOf: (p) => (p.featured ? 1 : null),
    },
    ...(Object.fromEntries(
      productTermFilters.map((f) => [
        f.facet,
        {
          values: valuesOf(group(f.group)),
          valueOf: (p: ProductRecord) => p.terms[f.field] ?? null,
          inOrder: true,
        },
      ]),
    ) as Record<(typeof productTermFilters)[number]['facet'], Source>),
    project: {
      values: valuesOf(records.projects.filter((x) => pillars.has(x.code)).map((x) => ({ ...x, label: x.title }))),
      valueOf: (p) => p.projects,
    },
  }
}

/** The facet columns of a list of (already visible) products. */
export function buildFacetColumns(records: CatalogueRecords, products: ProductRecord[]): FacetColumn[] {
  const all = sources(records)
  return facetNames.map((name) => {
    const source = all[name]
    const position = new Map(source.values.map((v, i) => [v.id, i]))
    const present = new Uint8Array(source.values.length)
    const raw = products.map((p) => {
      const v = source.valueOf(p)
      const ids = v === null ? [] : Array.isArray(v) ? v : [v]
      const found = ids.map((id) => position.get(id)).filter((i): i is number => i !== undefined)
      for (const i of found) present[i] = 1
      return found
    })
    const values = source.values.map((v, i) => ({ v, i }))
    if (!source.inOrder) values.sort((a, b) => byCode(a.v, b.v))
    const renumber = new Int32Array(source.values.length)
    values.forEach(({ i }, n) => (renumber[i] = n))
    const multi = name === 'project'
    if (multi && values.length > 32) throw new Error('At most 32 projects can be filter values')
    const single = multi ? null : new Int32Array(products.length).fill(NONE)
    const mask = multi ? new Uint32Array(products.length) : null
    raw.forEach((found, p) => {
      for (const i of found) {
        if (single) single[p] = renumber[i]
        else if (mask) mask[p] |= 1 << renumber[i]
      }
    })
    const sorted = values.map(({ v, i }) => ({
      code: v.code,
      label: v.label,
      slug: v.slug,
      listed: present[i] === 1 && !v.unlisted,
      ...(v.parent ? { parent: v.parent } : {}),
      ...formerOf(v),
    }))
    const positions = new Map(sorted.map((v, i) => [v.code, i]))
    const narrowed = source.narrowedBy ? { narrowedBy: source.narrowedBy } : {}
    return { name, values: sorted, byCode: positions, single, mask, ...narrowed }
  })
}

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
