import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'

export type CatalogueSummary = { title: string; slug: string; year: number | null; summary: string }
export type CatalogueDetail = CatalogueSummary & { slugs: Record<Locale, string> }

export const listCatalogues = unstable_cache(
  async (locale: Locale): Promise<CatalogueSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'catalogues', sort: '-year', limit: 100, depth: 0, locale })
    return docs.map((d) => ({ title: d.title, slug: d.slug, year: d.year ?? null, summary: d.summary ?? '' }))
  },
  ['list-catalogues'],
  { tags: [cacheTags.collection('catalogues')] },
)

export const getCatalogueBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<CatalogueDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'catalogues',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      locale,
    })
    const d = docs[0]
    if (!d) return null
    return {
      title: d.title,
      slug: d.slug,
      year: d.year ?? null,
      summary: d.summary ?? '',
      slugs: await getLocalizedSlugs('catalogues', d.id, d.slug),
    }
  },
  ['catalogue-by-slug'],
  { tags: [cacheTags.collection('catalogues')] },
)
