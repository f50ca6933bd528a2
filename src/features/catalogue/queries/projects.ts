import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'

import { getLocalizedSlugs, slugWhere } from '@/core/localized-slugs'
import { titledIn } from '@/core/written-in'
import { type Locale, otherLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { PillarCode } from '@/lib/pillars'

import { cardImage, cardPictureSelect } from '../card-image'
import type { CardImage, ProductCardData } from '../types'
import { cardPopulate, cardSelect, cardTags, toProductCard, visible } from './product-cards'

export type ProjectSummary = {
  code: PillarCode
  title: string
  slug: string
  summary: string
  cover: CardImage | null
}
export type ProjectDetail = ProjectSummary & {
  id: number
  body: SerializedEditorState | null
  slugs: Record<Locale, string>
  /** The project's collection: every visible product that names the project. */
  products: ProductCardData[]
  seo: { title?: string; description?: string }
}

const projectTags = [cacheTags.collection('projects'), cacheTags.collection('media')]

export const listProjects = unstable_cache(
  async (locale: Locale): Promise<ProjectSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      sort: 'code',
      limit: 50,
      depth: 1,
      joins: false,
      select: { code: true, title: true, slug: true, summary: true, cover: true },
      populate: { media: cardPictureSelect },
      locale,
    })
    return docs.map((d) => ({
      code: d.code,
      title: d.title,
      slug: d.slug,
      summary: d.summary?.trim() ?? '',
      cover: cardImage(d.cover),
    }))
  },
  ['list-projects-cover'],
  { tags: projectTags },
)

export const getProjectBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<ProjectDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      where: await slugWhere('projects', slug, locale),
      limit: 1,
      depth: 1,
      joins: false,
      populate: { media: cardPictureSelect },
      locale,
    })
    const d = docs[0]
    if (!d) return null
    // The collection is read from the products side: Payload 3.90's join query fails on SQLite when sorted
    // by a localized field ("no such column: products.id").
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { and: [{ projects: { in: [d.id] } }, visible] },
      sort: 'title',
      limit: 500,
      pagination: false,
      depth: 1,
      select: cardSelect,
      populate: cardPopulate,
      locale,
    })
    const own = await titledIn(
      'products',
      products.map((p) => p.id),
      locale,
    )
    return {
      id: d.id,
      code: d.code,
      title: d.title,
      slug: d.slug,
      summary: d.summary?.trim() ?? '',
      cover: cardImage(d.cover),
      body: (d.body as SerializedEditorState | null | undefined) ?? null,
      slugs: await getLocalizedSlugs('projects', d.id, d.slug),
      products: products.map((p) => ({
        ...toProductCard(p),
        ...(own.has(p.id) ? {} : { lang: otherLocale(locale) }),
      })),
      seo: { title: d.seo?.title || undefined, description: d.seo?.description || undefined },
    }
  },
  ['project-by-slug-detail-written-in'],
  // Up to 500 cards read from the CMS: any product's save expires the few project pages (decision 030).
  { tags: [...new Set([...projectTags, ...cardTags, cacheTags.anyDocument('products')])] },
)
