import type { Payload } from 'payload'

import { shownProducts } from '@/cms/access'
import { productTermFilters, type TermFilterField } from '@/cms/fields/product-filters'
import { onlyLanguageOf, slugsByLocale } from '@/i18n/localized-slugs'
import { relationId } from '@/lib/relation-id'
import type { Media } from '@/payload-types'

import { cardSizes } from '../card-image'
import type { ImageRecord, Localized, ProductRecord } from './records'

/**
 * The catalogue index's reads of products and their card pictures, in every language at once: all the shown products
 * for a build (`load.ts`), and those saved since for a patch (decision 030).
 */

/** Products read per query: bounded memory per step at 100,000 products. */
const BATCH = 5000

export type Raw = Record<string, unknown>

export const localized = (raw: unknown): Localized => slugsByLocale(raw)
export const idOf = relationId
const idsOf = (raw: unknown): number[] =>
  Array.isArray(raw) ? raw.map(idOf).filter((id): id is number => id !== null) : []

export function imageOf(media: Raw | undefined): ImageRecord | null {
  const sizes = cardSizes(media?.sizes as Media['sizes'] | undefined, media?.url as string | undefined)
  return sizes ? { ...sizes, alt: localized(media?.alt) } : null
}

function termsOf(doc: Raw): ProductRecord['terms'] {
  const terms: ProductRecord['terms'] = {}
  for (const { field } of productTermFilters) {
    const id = idOf(doc[field])
    if (id !== null) terms[field] = id
  }
  return terms
}

/** A product as the index keeps it, and the id of its first picture (read afterwards, once per picture). */
function productOf(doc: Raw): { product: ProductRecord; picture: number | undefined } {
  const sheet = (doc.sheet ?? {}) as Raw
  return {
    product: {
      id: Number(doc.id),
      code: String(doc.code),
      title: localized(doc.title),
      ...onlyLanguageOf(doc.title),
      slug: localized(doc.slug),
      producer: idOf(doc.producer) ?? 0,
      type: idOf(doc.type),
      spiritType: idOf(doc.spiritType),
      color: idOf(doc.color),
      country: idOf(doc.country),
      region: idOf(doc.region),
      certification: idOf(doc.certification),
      projects: idsOf(doc.projects),
      novelty: doc.novelty === true,
      featured: doc.featured === true,
      terms: termsOf(doc),
      image: null,
      denomination: localized(sheet.denomination),
      grapes: localized(sheet.grapes),
    },
    picture: idsOf(doc.pictures)[0],
  }
}

/** What the index reads of a product. */
const productSelect = {
  code: true,
  title: true,
  slug: true,
  producer: true,
  type: true,
  spiritType: true,
  color: true,
  country: true,
  region: true,
  certification: true,
  projects: true,
  novelty: true,
  featured: true,
  ...(Object.fromEntries(productTermFilters.map((f) => [f.field, true])) as Record<TermFilterField, true>),
  pictures: true,
  sheet: { denomination: true, grapes: true },
} as const

/**
 * The shown products, in id order, each with its first picture's id. Read through the database adapter
 * (`payload.db.find`, as the seed's bulk writes use `payload.db.create`): products have no read hooks or
 * field access, and the local API's second pass over every field of every document doubled the time
 * (100,000 products: 40 s, now about 25 s, nearly all of it the adapter turning rows into documents).
 * Batches follow the ids (no page offsets, no total counts), and each becomes records at once so the raw
 * documents do not pile up.
 */
export async function readProducts(
  payload: Payload,
): Promise<{ products: ProductRecord[]; pictures: (number | undefined)[] }> {
  const products: ProductRecord[] = []
  const pictures: (number | undefined)[] = []
  for (let after = 0; ;) {
    const { docs } = await payload.db.find({
      collection: 'products',
      // A product without a spirit type is never shown: no need to read it.
      where: { and: [shownProducts, { id: { greater_than: after } }] },
      sort: 'id',
      limit: BATCH,
      pagination: false,
      locale: 'all',
      select: productSelect,
    })
    for (const doc of docs as unknown as Raw[]) {
      const { product, picture } = productOf(doc)
      products.push(product)
      pictures.push(picture)
    }
    if (docs.length < BATCH) break
    after = products[products.length - 1].id
  }
  return { products, pictures }
}

export async function readMedia(payload: Payload, ids: Set<number>): Promise<Map<number, Raw>> {
  const media = new Map<number, Raw>()
  const all = [...ids]
  for (let i = 0; i < all.length; i += BATCH) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: all.slice(i, i + BATCH) } },
      limit: BATCH,
      depth: 0,
      locale: 'all',
      pagination: false,
      select: { alt: true, url: true, filename: true, sizes: { card: true, card2x: true, cardSmall: true } },
    })
    for (const doc of docs as unknown as Raw[]) media.set(Number(doc.id), doc)
  }
  return media
}

/** At most this many changed products are patched into an index; more are a rebuild. */
export const PATCH_MAX = 200

/**
 * The shown products changed after `since` (decision 030), as index records, oldest change first, and the time of
 * the last; at most `PATCH_MAX + 1`, so that the caller can tell "too many". An indexed read of `updatedAt`.
 */
export async function readChangedProducts(
  payload: Payload,
  since: string,
): Promise<{ products: ProductRecord[]; latest: string }> {
  const { docs } = await payload.db.find({
    collection: 'products',
    where: { and: [shownProducts, { updatedAt: { greater_than: since } }] },
    sort: 'updatedAt',
    limit: PATCH_MAX + 1,
    pagination: false,
    locale: 'all',
    select: { ...productSelect, updatedAt: true },
  })
  const raw = docs as unknown as Raw[]
  if (!raw.length) return { products: [], latest: since }
  const read = raw.map(productOf)
  const media = await readMedia(payload, new Set(read.map((r) => r.picture).filter((id) => id !== undefined)))
  for (const { product, picture } of read) product.image = picture === undefined ? null : imageOf(media.get(picture))
  return { products: read.map((r) => r.product), latest: String(raw[raw.length - 1].updatedAt ?? since) }
}
