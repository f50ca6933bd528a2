import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { type Locale, otherLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'
import type { Product as ProductDoc, Producer as ProducerDoc, TaxonomyTerm } from '@/payload-types'

export type ProductCard = { code: string; title: string; slug: string; producer: string }
export type ProductDetail = ProductCard & {
  id: number
  description: string
  type: string
  slugs: Record<Locale, string>
  producerSlug: string | null
  seo: { title?: string; description?: string }
}
export type ProducerSummary = { code: string; name: string; slug: string; region: string }
export type ProducerDetail = ProducerSummary & {
  id: number
  description: string
  slugs: Record<Locale, string>
  products: ProductCard[]
}

const PAGE_SIZE = 24

type CardFields = Pick<ProductDoc, 'code' | 'title' | 'slug' | 'producer'>

const producerOf = (p: CardFields): ProducerDoc | null =>
  p.producer && typeof p.producer === 'object' ? p.producer : null

const labelOf = (term: number | TaxonomyTerm | null | undefined): string =>
  term && typeof term === 'object' ? term.label : ''

const toCard = (p: CardFields): ProductCard => ({
  code: p.code,
  title: p.title,
  slug: p.slug,
  producer: producerOf(p)?.name ?? '',
})

/** Spec §7.1: only products with a spirit type code are ever shown. */
const visible: Where = { spiritType: { exists: true } }

/** A listing's filter: taxonomy terms and producers by id (the filtered routes resolve slugs to ids). */
export type ProductFilter = {
  type?: number
  spiritType?: number
  color?: number
  region?: number
  country?: number
  producer?: number
  novelty?: boolean
}

const filterFields = ['type', 'spiritType', 'color', 'region', 'country', 'producer'] as const

export const listProducts = unstable_cache(
  async (locale: Locale, filter: ProductFilter, page: number) => {
    const payload = await getPayloadClient()
    const and: Where[] = [visible]
    for (const field of filterFields) {
      if (filter[field]) and.push({ [field]: { equals: filter[field] } })
    }
    if (filter.novelty) and.push({ novelty: { equals: true } })
    const result = await payload.find({
      collection: 'products',
      where: { and },
      sort: 'title',
      limit: PAGE_SIZE,
      page,
      depth: 1,
      populate: { producers: { name: true } },
      select: { code: true, title: true, slug: true, producer: true },
      locale,
    })
    return { cards: result.docs.map(toCard), page: result.page ?? 1, totalPages: result.totalPages }
  },
  ['list-products'],
  { tags: [cacheTags.collection('products'), cacheTags.collection('producers')] },
)

async function findProductBySlug(slug: string, locale: Locale): Promise<ProductDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [visible, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    locale,
  })
  return docs[0] ?? null
}

/**
 * A product by the slug of the current language; `redirectSlug` is set when the slug belongs to the
 * other language (a switched language or an old link), so the page can send the visitor to the right URL.
 */
export const getProductBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<{ product: ProductDetail | null; redirectSlug?: string }> => {
    const doc = await findProductBySlug(slug, locale)
    if (!doc) {
      const other = await findProductBySlug(slug, otherLocale(locale))
      if (!other) return { product: null }
      return { product: null, redirectSlug: (await getLocalizedSlugs('products', other.id, slug))[locale] }
    }
    const producer = producerOf(doc)
    return {
      product: {
        ...toCard(doc),
        id: doc.id,
        description: doc.description ?? '',
        type: labelOf(doc.type),
        slugs: await getLocalizedSlugs('products', doc.id, doc.slug),
        producerSlug: producer?.slug ?? null,
        seo: { title: doc.seo?.title ?? undefined, description: doc.seo?.description ?? undefined },
      },
    }
  },
  ['product-by-slug'],
  { tags: [cacheTags.collection('products'), cacheTags.collection('producers')] },
)

export const listProducers = unstable_cache(
  async (locale: Locale): Promise<ProducerSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'producers',
      sort: 'name',
      limit: 5000,
      depth: 1,
      select: { code: true, name: true, slug: true, region: true },
      populate: { 'taxonomy-terms': { label: true } },
      locale,
    })
    return docs.map((d) => ({ code: d.code, name: d.name, slug: d.slug, region: labelOf(d.region) }))
  },
  ['list-producers'],
  { tags: [cacheTags.collection('producers')] },
)

export const getProducerBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<ProducerDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'producers',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      select: { code: true, name: true, slug: true, region: true, description: true },
      populate: { 'taxonomy-terms': { label: true } },
      locale,
    })
    const doc = docs[0]
    if (!doc) return null
    const products = await listProducts(locale, { producer: doc.id }, 1)
    return {
      id: doc.id,
      code: doc.code,
      name: doc.name,
      slug: doc.slug,
      region: labelOf(doc.region),
      description: doc.description ?? '',
      slugs: await getLocalizedSlugs('producers', doc.id, doc.slug),
      products: products.cards,
    }
  },
  ['producer-by-slug'],
  { tags: [cacheTags.collection('producers'), cacheTags.collection('products')] },
)
