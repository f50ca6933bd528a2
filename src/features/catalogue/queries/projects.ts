import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'
import type { Product } from '@/payload-types'

export type ProjectSummary = { code: string; title: string; slug: string; summary: string }
export type ProjectDetail = ProjectSummary & {
  slugs: Record<Locale, string>
  products: { code: string; title: string; slug: string }[]
}

export const listProjects = unstable_cache(
  async (locale: Locale): Promise<ProjectSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'projects', sort: 'code', limit: 50, depth: 0, locale })
    return docs.map((d) => ({ code: d.code, title: d.title, slug: d.slug, summary: d.summary ?? '' }))
  },
  ['list-projects'],
  { tags: [cacheTags.collection('projects')] },
)

export const getProjectBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<ProjectDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      joins: { products: { limit: 200, sort: 'title', where: { spiritType: { exists: true } } } },
      locale,
    })
    const d = docs[0]
    if (!d) return null
    const products = (d.products?.docs ?? []).filter((p): p is Product => typeof p === 'object')
    return {
      code: d.code,
      title: d.title,
      slug: d.slug,
      summary: d.summary ?? '',
      slugs: await getLocalizedSlugs('projects', d.id, d.slug),
      products: products.map((p) => ({ code: p.code, title: p.title, slug: p.slug })),
    }
  },
  ['project-by-slug'],
  { tags: [cacheTags.collection('projects'), cacheTags.collection('products')] },
)
