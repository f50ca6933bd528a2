import type { Locale } from '@/i18n/locales'

/**
 * The filters a product holds as one value of a taxonomy each and that have no route of their own (issue 15,
 * item 1): the listing filters them by query string only (`/prodotti/?vintage=2015`). Each names its URL
 * parameter (`facet`), the product's field, the taxonomy group editors manage its values in, and the admin's
 * label. The catalogue import reads each from the product field's column in snake case (`ageingClass` →
 * `ageing_class`). Adding such a filter is one entry here, one in `facetNames` (src/i18n/filter-state.ts) and
 * its panel label in messages/*.json (`Filters.facet.*`); `npm run generate:types` afterwards.
 */
export const productTermFilters = [
  { facet: 'style', field: 'style', group: 'style', label: { it: 'Stile', en: 'Style' } },
  { facet: 'taste', field: 'taste', group: 'taste', label: { it: 'Gusto', en: 'Taste' } },
  { facet: 'vintage', field: 'vintage', group: 'vintage', label: { it: 'Annata', en: 'Vintage' } },
  { facet: 'format', field: 'format', group: 'format', label: { it: 'Formato', en: 'Bottle size' } },
  { facet: 'ageing', field: 'ageingClass', group: 'ageing', label: { it: 'Invecchiamento', en: 'Ageing' } },
  { facet: 'year', field: 'ageStatement', group: 'year', label: { it: 'Età dichiarata', en: 'Age statement' } },
  {
    facet: 'sparkling',
    field: 'sparklingMethod',
    group: 'sparkling',
    label: { it: 'Metodo di spumantizzazione', en: 'Sparkling method' },
  },
  {
    facet: 'fermentation',
    field: 'fermentation',
    group: 'fermentation',
    label: { it: 'Fermentazione', en: 'Fermentation' },
  },
  { facet: 'territory', field: 'territory', group: 'territory', label: { it: 'Territorio', en: 'Territory' } },
  { facet: 'packaging', field: 'packaging', group: 'packaging', label: { it: 'Confezione', en: 'Packaging' } },
] as const satisfies readonly { facet: string; field: string; group: string; label: Record<Locale, string> }[]

export type ProductTermFilter = (typeof productTermFilters)[number]
export type TermFilterFacet = ProductTermFilter['facet']
export type TermFilterField = ProductTermFilter['field']
export type TermFilterGroup = ProductTermFilter['group']

/** The taxonomy groups of these filters, for the taxonomy collection's list of groups. */
export const termFilterGroups = productTermFilters.map((f) => f.group)

/**
 * Every product field that holds a value of a taxonomy, with the value's group (products.ts `termField`): the catalogue
 * import reads each from its column, and a value's changes and deletes count the products that hold it by it.
 */
export const productTermFields = [
  { group: 'type', field: 'type' },
  { group: 'typespirits', field: 'spiritType' },
  { group: 'color', field: 'color' },
  { group: 'country', field: 'country' },
  { group: 'region', field: 'region' },
  { group: 'certification', field: 'certification' },
  ...productTermFilters.map((f) => ({ group: f.group, field: f.field })),
] as const

/** Yes/no filters beside the novelty: a checkbox of the product, `?featured=1` on the listing. */
export const productFlagFilters = [
  { facet: 'featured', field: 'featured', label: { it: 'In evidenza', en: 'Featured' } },
] as const
