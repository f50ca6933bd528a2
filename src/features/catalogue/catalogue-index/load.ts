import type { Payload } from 'payload'

import { taxonomyGroups } from '@/cms/collections/taxonomy-terms'

import { idOf, imageOf, localized, type Raw, readMedia, readProducts } from './product-reads'
import type { CatalogueRecords, ImageRecord, TermGroup } from './records'

/**
 * Reads what the catalogue index needs from the CMS in every language at once. Kept free of Next so that the
 * benchmark measures the very same reads (`bench/catalogue-index.ts`).
 */

/** Every filter group: the index reads them all. */
const indexedGroups: readonly TermGroup[] = taxonomyGroups

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
