import type { Payload, Where } from 'payload'

import { slugsByLocale } from '@/lib/localized'
import type { Media } from '@/payload-types'

import { cardSizes } from '../card-image'
import type { CatalogueRecords, ImageRecord, Localized, ProductRecord, TermGroup } from './records'

/**
 * Reads what the catalogue index needs from the CMS in every language at once. Kept free of Next so that the
 * benchmark measures the very same reads (`bench/catalogue-index.ts`).
 */

/** Products read per query: bounded memory per step at 100,000 products. */
const BATCH = 5000

const indexedGroups: TermGroup[] = ['type', 'typespirits', 'country', 'region', 'color', 'certification']

type Raw = Record<string, unknown>

const localized = (raw: unknown): Localized => slugsByLocale(raw)
const idOf = (raw: unknown): number | null =>
  typeof raw === 'number' ? raw : raw && typeof raw === 'object' && 'id' in raw ? Number((raw as { id: unknown }).id) : null
const idsOf = (raw: unknown): number[] =>
  Array.isArray(raw) ? raw.map(idOf).filter((id): id is number => id !== null) : []

function imageOf(media: Raw | undefined): ImageRecord | null {
  const sizes = cardSizes(media?.sizes as Media['sizes'] | undefined)
  return sizes ? { ...sizes, alt: localized(media?.alt) } : null
}

async function readProducts(payload: Payload): Promise<{ rows: Raw[]; pictures: Set<number> }> {
  const rows: Raw[] = []
  const pictures = new Set<number>()
  // Spec §7.1: a product without a spirit type is never shown; no need to read it.
  const where: Where = { spiritType: { exists: true } }
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'products',
      where,
      sort: 'id',
      limit: BATCH,
      page,
      depth: 0,
      locale: 'all',
      select: {
        code: true, title: true, slug: true, producer: true, type: true, spiritType: true, color: true,
        country: true, region: true, certification: true, projects: true, novelty: true, pictures: true,
        sheet: { denomination: true, grapes: true },
      },
    })
    for (const doc of result.docs as unknown as Raw[]) {
      const first = idsOf(doc.pictures)[0]
      if (first !== undefined) pictures.add(first)
      rows.push(doc)
    }
    if (!result.hasNextPage) break
  }
  return { rows, pictures }
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

export async function loadCatalogueRecords(payload: Payload): Promise<CatalogueRecords> {
  const [{ rows, pictures }, terms, producers, projects] = await Promise.all([
    readProducts(payload),
    payload.find({
      collection: 'taxonomy-terms',
      where: { group: { in: indexedGroups } },
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
  ])
  const media = await readMedia(payload, pictures)
  const products: ProductRecord[] = rows.map((doc) => {
    const sheet = (doc.sheet ?? {}) as Raw
    const picture = idsOf(doc.pictures)[0]
    return {
      id: Number(doc.id),
      code: String(doc.code),
      title: localized(doc.title),
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
      image: picture !== undefined ? imageOf(media.get(picture)) : null,
      denomination: localized(sheet.denomination),
      grapes: localized(sheet.grapes),
    }
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
    })),
    producers: (producers.docs as unknown as Raw[]).map((p) => ({
      id: Number(p.id),
      code: String(p.code),
      name: localized(p.name),
      slug: localized(p.slug),
    })),
    projects: (projects.docs as unknown as Raw[]).map((p) => ({
      id: Number(p.id),
      code: String(p.code),
      title: localized(p.title),
      slug: localized(p.slug),
    })),
  }
}

/** Every collection the index reads: a change to any of them makes a new index. */
export const indexedCollections = ['products', 'producers', 'taxonomy-terms', 'projects', 'media'] as const

/**
 * What the catalogue is now, in one string: each collection's size and last change. Two processes (or two
 * concurrent requests) that read the same catalogue get the same string, so they agree on its version.
 */
export async function catalogueFingerprint(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    indexedCollections.map(async (collection) => {
      const [{ totalDocs }, { docs }] = await Promise.all([
        payload.count({ collection }),
        payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true } }),
      ])
      return `${collection}:${totalDocs}:${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
    }),
  )
  return parts.join('|')
}
