import type { Payload } from 'payload'

import { shownProducts } from '@/cms/access'
import { taxonomyGroups } from '@/cms/collections/taxonomy-terms'
import { productTermFilters, type TermFilterField } from '@/cms/fields/product-filters'
import { onlyLanguageOf, slugsByLocale } from '@/i18n/localized-slugs'
import { relationId } from '@/lib/relation-id'
import type { Media } from '@/payload-types'

import { cardSizes } from '../card-image'
import type { CatalogueRecords, ImageRecord, Localized, ProductRecord, TermGroup } from './records'

/**
 * Reads what the catalogue index needs from the CMS in every language at once. Kept free of Next so that the
 * benchmark measures the very same reads (`bench/catalogue-index.ts`).
 */

/** Products read per query: bounded memory per step at 100,000 products. */
const BATCH = 5000

/** Every filter group: the index reads them all. */
const indexedGroups: readonly TermGroup[] = taxonomyGroups

type Raw = Record<string, unknown>

const localized = (raw: unknown): Localized => slugsByLocale(raw)
const idOf = relationId
const idsOf = (raw: unknown): number[] =>
  Array.isArray(raw) ? raw.map(idOf).filter((id): id is number => id !== null) : []

function imageOf(media: Raw | undefined): ImageRecord | null {
  const sizes = cardSizes(media?.sizes as Media['sizes'] | undefined)
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
async function readProducts(
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

async function readMedia(payload: Payload, ids: Set<number>): Promise<Map<number, Raw>> {
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
      select: { alt: true, sizes: { card: true, card2x: true, cardSmall: true } },
    })
    for (const doc of docs as unknown as Raw[]) media.set(Number(doc.id), doc)
  }
  return media
}

/** The former slugs of the collections the index routes (src/cms/collections/former-slugs.ts), newest first. */
async function readFormerSlugs(payload: Payload): Promise<Map<string, Map<number, string[]>>> {
  const { docs } = await payload.find({
    collection: 'former-slugs',
    where: { collectionSlug: { in: ['products', 'producers', 'taxonomy-terms'] } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { collectionSlug: true, docId: true, slug: true },
  })
  const byCollection = new Map<string, Map<number, string[]>>()
  for (const { collectionSlug, docId, slug } of docs) {
    const own = byCollection.get(collectionSlug) ?? new Map<number, string[]>()
    byCollection.set(collectionSlug, own)
    own.set(docId, [...(own.get(docId) ?? []), slug])
  }
  return byCollection
}

export async function loadCatalogueRecords(payload: Payload): Promise<CatalogueRecords> {
  const [{ products, pictures }, terms, producers, projects, former] = await Promise.all([
    readProducts(payload),
    payload.find({
      collection: 'taxonomy-terms',
      where: { group: { in: indexedGroups } },
      // The lists of the products' other filters keep this order (facets.ts).
      sort: 'order',
      depth: 0,
      locale: 'all',
      pagination: false,
      select: { group: true, code: true, label: true, slug: true, parent: true },
    }),
    payload.find({
      collection: 'producers',
      depth: 0,
      locale: 'all',
      pagination: false,
      select: { code: true, name: true, slug: true },
    }),
    payload.find({
      collection: 'projects',
      depth: 0,
      locale: 'all',
      pagination: false,
      select: { code: true, title: true, slug: true },
    }),
    readFormerSlugs(payload),
  ])
  const formerOf = (collection: string, id: number) => {
    const slugs = former.get(collection)?.get(id)
    return slugs ? { former: slugs } : {}
  }
  const media = await readMedia(payload, new Set(pictures.filter((id) => id !== undefined)))
  // One image record per picture, shared by the products that show it.
  const images = new Map<number, ImageRecord | null>()
  products.forEach((product, i) => {
    const id = pictures[i]
    if (id === undefined) return
    if (!images.has(id)) images.set(id, imageOf(media.get(id)))
    product.image = images.get(id) ?? null
  })
  return {
    products,
    terms: (terms.docs as unknown as Raw[]).map((t) => ({
      id: Number(t.id),
      group: t.group as TermGroup,
      code: String(t.code),
      label: localized(t.label),
      slug: localized(t.slug),
      parent: idOf(t.parent),
      ...formerOf('taxonomy-terms', Number(t.id)),
    })),
    producers: (producers.docs as unknown as Raw[]).map((p) => ({
      id: Number(p.id),
      code: String(p.code),
      name: localized(p.name),
      slug: localized(p.slug),
      ...formerOf('producers', Number(p.id)),
    })),
    projects: (projects.docs as unknown as Raw[]).map((p) => ({
      id: Number(p.id),
      code: String(p.code),
      title: localized(p.title),
      slug: localized(p.slug),
    })),
    formerProductSlugs: [...(former.get('products') ?? new Map<number, string[]>())].flatMap(([id, slugs]) =>
      slugs.map((slug): [string, number] => [slug, id]),
    ),
  }
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
