import { productTermFilters } from '@/cms/fields/product-filters'
import {
  type ProducerRow,
  type ProductRow,
  sheetTextColumns,
  sheetValueColumns,
  termFilterColumn,
} from '@/features/catalogue/import/schema'
import { productSlug } from '@/lib/slug'

import type { Bi, ProducerData, ProductData, ProductFilters, ProductSheetData } from './types'

/** The filters a product carries in `filters` (style and taste have their own fields). */
const filterFields = productTermFilters.filter((f) => f.field !== 'style' && f.field !== 'taste')

/**
 * The seed's producers and products as rows of the catalogue import's feed (decision 008), and back: the seed
 * writes its catalogue through the import, as the distributor's system would send it. A value the seed does
 * not have is left out of the row, which the import reads as "nothing to write".
 */

export type FeedRecord = Record<string, string | number | boolean | string[]>
type SheetTextField = keyof typeof sheetTextColumns
type SheetValueField = keyof typeof sheetValueColumns

/** Only the values that are there. */
const present = (values: Record<string, unknown>): FeedRecord =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) as FeedRecord

const localized = (column: string, value: Bi | undefined) =>
  value ? { [`${column}_it`]: value.it, [`${column}_en`]: value.en } : {}

export function producerRecord(p: ProducerData): FeedRecord {
  return present({
    code: p.code,
    ...localized('name', p.name),
    ...localized('slug', p.slug),
    country: p.country,
    region: p.region,
    town: p.town,
    founded: p.founded,
    website: p.website,
    ...localized('description', p.description),
  })
}

export function productRecord(p: ProductData): FeedRecord {
  const sheet = p.sheet as Record<string, unknown>
  return present({
    code: p.code,
    producer: p.producer,
    ...localized('title', p.title),
    type: p.type,
    spirit_type: p.spiritType,
    color: p.color,
    country: p.country,
    region: p.region,
    certification: p.certification,
    style: p.style,
    taste: p.taste,
    ...Object.fromEntries(
      filterFields.map((f) => [termFilterColumn(f.field), p.filters[f.field as keyof ProductFilters]]),
    ),
    projects: p.projects,
    novelty: p.novelty,
    // Left out unless set, as most feeds would.
    featured: p.featured || undefined,
    ...localized('description', p.description),
    ...Object.fromEntries(Object.entries(sheetValueColumns).map(([field, column]) => [column, sheet[field]])),
    ...Object.fromEntries(
      Object.entries(sheetTextColumns).flatMap(([field, column]) =>
        Object.entries(localized(column, sheet[field] as Bi | undefined)),
      ),
    ),
  })
}

/** A feed of the seed's rows, in the shape of a JSON feed file. */
export const feedOf = (producers: readonly ProducerData[], products: readonly ProductData[]) => ({
  producers: producers.map(producerRecord),
  products: products.map(productRecord),
})

const both = (row: Record<string, unknown>, column: string): Bi | undefined => {
  const it = row[`${column}_it`] as string | null | undefined
  const en = row[`${column}_en`] as string | null | undefined
  return it || en ? { it: it ?? (en as string), en: en ?? (it as string) } : undefined
}

/** A producer row of a feed as the seed's data (the anchors are such a feed). */
export function producerFromRow(r: ProducerRow): ProducerData {
  if (!r.country || !r.name_en || !r.slug_it || !r.slug_en)
    throw new Error(`seed: producer ${r.code} needs country, name_en and both slugs`)
  return {
    code: r.code,
    name: { it: r.name_it, en: r.name_en },
    slug: { it: r.slug_it, en: r.slug_en },
    region: r.region ?? null,
    country: r.country,
    town: r.town ?? '',
    founded: r.founded ?? null,
    website: r.website ?? null,
    description: both(r, 'description') ?? { it: '', en: '' },
  }
}

/** A product row of a feed as the seed's data, with the bottle the seed draws for it; slugs as the import makes them. */
export function productFromRow(r: ProductRow, look: ProductData['look']): ProductData {
  if (!r.country || !r.type) throw new Error(`seed: product ${r.code} needs a type and a country`)
  const title = { it: r.title_it, en: r.title_en ?? r.title_it }
  const sheet: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(sheetValueColumns) as [SheetValueField, keyof ProductRow][]) {
    if (r[column] != null) sheet[field] = r[column]
  }
  for (const [field, column] of Object.entries(sheetTextColumns) as [SheetTextField, string][]) {
    const value = both(r, column)
    if (value) sheet[field] = value
  }
  return {
    code: r.code,
    producer: r.producer,
    type: r.type,
    spiritType: r.spirit_type ?? null,
    color: r.color ?? null,
    region: r.region ?? null,
    country: r.country,
    certification: (r.certification ?? null) as ProductData['certification'],
    style: r.style ?? null,
    taste: r.taste ?? null,
    projects: r.projects ?? [],
    novelty: r.novelty ?? false,
    featured: r.featured ?? false,
    filters: Object.fromEntries(
      filterFields.flatMap((f) => {
        const code = r[termFilterColumn(f.field)]
        return code ? [[f.field, code]] : []
      }),
    ),
    title,
    slug: { it: productSlug(title.it, r.code), en: productSlug(title.en, r.code) },
    description: both(r, 'description') ?? { it: '', en: '' },
    sheet: sheet as ProductSheetData,
    look,
  }
}
