import type { TaxonomyGroup } from '@/cms/collections/taxonomy-terms'
import { productTermFields } from '@/cms/fields/product-filters'
import { type Locale, locales } from '@/i18n/locales'

import { feedColumn, type ProducerRow, type ProductRow, sheetTextColumns, sheetValueColumns } from './schema'

/**
 * From a validated feed row to the values Payload stores, by field path ('sheet.alcohol'), without the
 * database: codes are resolved through `References`, loaded once by apply.ts. `undefined` never appears in a
 * Write: a field the feed does not carry is left out, so the stored value is kept.
 */

export type Values = Record<string, unknown>
export type Write = { shared: Values } & Record<Locale, Values>

export type References = {
  /** by `${group}:${code}` */
  terms: Map<string, { id: number; parent: number | null }>
  projects: Map<string, number>
  producers: Map<string, number>
  /** producer codes whose feed row was rejected, with the row, to explain the products that name them */
  rejectedProducers: Map<string, string>
}

type Built = { write: Write; reasons: string[] }

/** The taxonomy columns of a product (each field's in snake case: `spiritType` → `spirit_type`), group and field. */
const productTerms = productTermFields.map(
  ({ group, field }) => [feedColumn(field) as TextColumn, group as TaxonomyGroup, field] as const,
)
type TextColumn = {
  [K in keyof ProductRow]-?: ProductRow[K] extends string | null | undefined ? K : never
}[keyof ProductRow]

const defined = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))

/** A required localized text: English left empty reads the Italian (left out, it keeps what is stored). */
const english = (en: string | null | undefined, it: string) => (en === null ? it : en)

function termResolver(refs: References, reasons: string[]) {
  return (column: string, group: TaxonomyGroup, code: string | null | undefined) => {
    if (code == null) return code
    const term = refs.terms.get(`${group}:${code}`)
    if (!term) reasons.push(`unknown ${column} '${code}'`)
    return term?.id
  }
}

export function producerWrite(r: ProducerRow, refs: References): Built {
  const reasons: string[] = []
  const term = termResolver(refs, reasons)
  const shared = defined({
    code: r.code,
    country: term('country', 'country', r.country),
    region: term('region', 'region', r.region),
    town: r.town,
    founded: r.founded,
    website: r.website,
  })
  const it = defined({ name: r.name_it, slug: r.slug_it ?? undefined, description: r.description_it })
  const en = defined({
    name: english(r.name_en, r.name_it),
    slug: r.slug_en ?? undefined,
    description: r.description_en,
  })
  return { write: { shared, it, en }, reasons }
}

export function productWrite(r: ProductRow, refs: References): Built {
  const reasons: string[] = []
  const term = termResolver(refs, reasons)
  const terms = Object.fromEntries(
    productTerms.map(([column, group, field]) => [field, term(column, group, r[column])]),
  )
  const type = refs.terms.get(`type:${r.type}`)
  const spiritType = r.spirit_type ? refs.terms.get(`typespirits:${r.spirit_type}`) : undefined
  if (type && spiritType && spiritType.parent !== type.id) {
    reasons.push(`spirit_type '${r.spirit_type}' is not a sub-type of type '${r.type}'`)
  }
  const producer = refs.producers.get(r.producer)
  if (producer === undefined) {
    const rejectedOn = refs.rejectedProducers.get(r.producer)
    reasons.push(
      rejectedOn ? `producer ${r.producer} was rejected (${rejectedOn})` : `unknown producer '${r.producer}'`,
    )
  }
  const projects = r.projects?.map((code) => {
    const id = refs.projects.get(code)
    if (id === undefined) reasons.push(`unknown project '${code}'`)
    return id
  })
  // The sheet's columns come from its list of lines: read by name.
  const column = (name: string) => (r as Record<string, unknown>)[name]
  const shared = defined({
    code: r.code,
    producer,
    ...terms,
    projects,
    novelty: r.novelty === null ? false : r.novelty,
    featured: r.featured === null ? false : r.featured,
    ...Object.fromEntries(Object.entries(sheetValueColumns).map(([field, name]) => [`sheet.${field}`, column(name)])),
  })
  const texts = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(sheetTextColumns).map(([field, name]) => [`sheet.${field}`, column(`${name}_${locale}`)]),
    )
  const it = defined({ title: r.title_it, slug: r.slug_it ?? undefined, description: r.description_it, ...texts('it') })
  const en = defined({
    title: english(r.title_en, r.title_it),
    slug: r.slug_en ?? undefined,
    description: r.description_en,
    ...texts('en'),
  })
  return { write: { shared, it, en }, reasons }
}

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const idOf = (value: unknown) => (isObject(value) && 'id' in value ? value.id : value)

/** Empty text, no relation, an unticked box and an empty list are all "nothing"; lists compare as sets. */
function normal(value: unknown): unknown {
  const v = idOf(value)
  if (v === undefined || v === null || v === '' || v === false) return null
  if (Array.isArray(v)) return v.length ? JSON.stringify(v.map(idOf).sort()) : null
  return v
}

const at = (doc: Values, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), doc)

/** Whether writing would change the stored document, read with `locale: 'all'` and depth 0. */
export function differs(write: Write, stored: Values): boolean {
  for (const [path, value] of Object.entries(write.shared)) {
    if (normal(value) !== normal(at(stored, path))) return true
  }
  for (const locale of locales) {
    for (const [path, value] of Object.entries(write[locale])) {
      const perLocale = at(stored, path)
      if (normal(value) !== normal(isObject(perLocale) ? perLocale[locale] : undefined)) return true
    }
  }
  return false
}

/** { 'sheet.alcohol': 40 } → { sheet: { alcohol: 40 } } */
export function nest(values: Values): Values {
  const out: Values = {}
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.')
    const last = keys.pop() as string
    let target = out
    for (const key of keys) target = (target[key] ??= {}) as Values
    target[last] = value
  }
  return out
}
