import { productTermFilters } from '@/cms/fields/product-filters'
import { type FacetName, facetNames, NOVELTY_VALUE } from '@/i18n/filter-state'
import { pillarCodes } from '@/lib/pillars'

import { type CatalogueRecords, ITALY, type Localized, type ProductRecord, type TermGroup } from './records'

/**
 * The catalogue's facets as columns, one per filter (issue 4): each facet's values, and the value or values of each
 * product, laid out for the counting pass of facet-counts.ts.
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

/** A single-valued facet's position for a product without a value. */
export const NONE = -1

/**
 * The products' other filters whose lists spec §7.6 sorts by code ("stile", "gusto", "fermentazione", with the region,
 * country, sub-type, project and producer lists); the rest keep the taxonomy's order (decision 031: newest vintage
 * first, sizes from small to large). The style, taste and fermentation lists were in the seed's order (the
 * twenty-ninth check from outside).
 */
const SORTED_BY_CODE: ReadonlySet<string> = new Set(['style', 'taste', 'fermentation'])

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
          inOrder: !SORTED_BY_CODE.has(f.facet),
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
