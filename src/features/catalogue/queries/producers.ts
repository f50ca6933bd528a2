import 'server-only'

import { unstable_cache } from 'next/cache'

import { getLocalizedSlugs, readSlugInThisLanguage, slugWhere } from '@/core/localized-slugs'
import { writtenIn } from '@/core/written-in'
import { listingTagsOfState } from '@/i18n/listing-tags'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { type CoverImage, coverImage } from '@/lib/media'
import { tagPage } from '@/lib/page-tags'
import { getPayloadClient } from '@/lib/payload'

import { queryListing } from '../catalogue-index/catalogue-index'
import { getCatalogueIndex } from '../catalogue-index/store'
import type { ProductCardData } from '../types'
import { clean, labelOf } from './product-cards'

export type ProducerSummary = {
  code: string
  name: string
  slug: string
  region: string
  country: string
  town: string
}
export type ProducerDetail = ProducerSummary & {
  id: number
  description: string
  founded: number | null
  website: string | null
  /** The producer's picture ("Immagine" in the admin), shown beside its facts. */
  picture: CoverImage | null
  slugs: Record<Locale, string>
  products: ProductCardData[]
  seo: { title?: string; description?: string }
  /** The language its texts are in: the page's, or the other one's where it has none of its own (decision 100). */
  writtenIn: Locale
}

export const listProducers = unstable_cache(
  async (locale: Locale): Promise<ProducerSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'producers',
      sort: 'name',
      limit: 5000,
      depth: 1,
      select: { code: true, name: true, slug: true, region: true, country: true, town: true },
      populate: { 'taxonomy-terms': { label: true } },
      locale,
    })
    return docs
      .map((d) => ({
        code: d.code,
        name: d.name,
        slug: d.slug,
        region: labelOf(d.region),
        country: labelOf(d.country),
        town: d.town?.trim() ?? '',
      }))
      .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }))
  },
  ['list-producers-summary'],
  { tags: [cacheTags.collection('producers'), cacheTags.collection('taxonomy-terms')] },
)

const PRODUCER_PRODUCTS_MAX = 120

/** The producer's own page data; its products come from the catalogue index (`getProducerBySlug`). */
const readProducerBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<Omit<ProducerDetail, 'products'> | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'producers',
      where: await slugWhere('producers', slug, locale),
      limit: 1,
      depth: 1,
      joins: false,
      select: {
        code: true,
        name: true,
        slug: true,
        region: true,
        country: true,
        town: true,
        founded: true,
        website: true,
        description: true,
        picture: true,
        seo: true,
      },
      populate: {
        'taxonomy-terms': { label: true },
        media: { alt: true, sizes: true, url: true, filename: true, width: true, height: true },
      },
      locale,
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      id: doc.id,
      code: doc.code,
      name: doc.name,
      slug: doc.slug,
      region: labelOf(doc.region),
      country: labelOf(doc.country),
      town: doc.town?.trim() ?? '',
      founded: doc.founded ?? null,
      website: doc.website?.trim() || null,
      description: clean(doc.description),
      picture: coverImage(doc.picture),
      slugs: await getLocalizedSlugs('producers', doc.id, doc.slug),
      seo: { title: doc.seo?.title || undefined, description: doc.seo?.description || undefined },
      writtenIn: (await writtenIn('producers', doc.id, locale)).text,
    }
  },
  ['producer-by-slug-written-in'],
  {
    tags: [cacheTags.collection('producers'), cacheTags.collection('taxonomy-terms'), cacheTags.collection('media')],
  },
)

/**
 * A producer's page: its own data, and its products from the catalogue index (the page carries their document tags
 * and the producer's `listing:` tag, so a product's save expires it: decision 030).
 */
export async function getProducerBySlug(slug: string, locale: Locale): Promise<ProducerDetail | null> {
  const producer = await readProducerBySlug(slug, locale)
  if (!producer) return null
  const index = await getCatalogueIndex()
  const facets = { producer: [producer.code] }
  const products = queryListing(index, { facets, page: 1 }, locale, PRODUCER_PRODUCTS_MAX)
  await tagPage([...products.ids.map((id) => cacheTags.document('products', id)), ...listingTagsOfState(facets)])
  return { ...producer, products: products.cards }
}

export type SlugCollection = 'producers' | 'projects' | 'catalogues'

/**
 * The slug of this language of a document found by its slug in the other language (decision 002: a
 * localized slug of the other language is answered with a permanent redirect); null when there is none.
 */
export const slugInOtherLanguage = unstable_cache(
  (collection: SlugCollection, slug: string, locale: Locale) => readSlugInThisLanguage(collection, slug, locale),
  ['slug-in-other-language'],
  {
    tags: [cacheTags.collection('producers'), cacheTags.collection('projects'), cacheTags.collection('catalogues')],
  },
)
