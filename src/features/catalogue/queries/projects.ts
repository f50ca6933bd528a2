import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'

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
      depth: 0,
      joins: false,
      locale,
    })
    const d = docs[0]
    if (!d) return null
    // The collection is read from the products side: Payload 3.90's join query fails on SQLite when sorted
    // by a localized field ("no such column: products.id").
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { and: [{ projects: { in: [d.id] } }, { spiritType: { exists: true } }] },
      sort: 'title',
      limit: 200,
      depth: 0,
      select: { code: true, title: true, slug: true },
      locale,
    })
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
