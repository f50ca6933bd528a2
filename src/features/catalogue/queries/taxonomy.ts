import 'server-only'

import { unstable_cache } from 'next/cache'

import type { TaxonomyGroup } from '@/cms/collections/taxonomy-terms'
import { getLocalizedSlugs } from '@/core/localized-slugs'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

export type { TaxonomyGroup }

export type MenuSubType = { code: string; label: string; slug: string }
export type MenuCategory = { code: string; label: string; slug: string; subTypes: MenuSubType[] }

/**
 * The product categories of the menu (type codes in menu order, each with its sub-types),
 * read from the filter taxonomy in the CMS.
 */
export const getMenuCategories = unstable_cache(
  async (locale: Locale): Promise<MenuCategory[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'taxonomy-terms',
      where: { group: { in: ['type', 'typespirits'] } },
      sort: 'order',
      limit: 1000,
      depth: 0,
      locale,
    })
    const types = docs.filter((d) => d.group === 'type')
    return types.map((type) => ({
      code: type.code,
      label: type.label,
      slug: type.slug,
      subTypes: docs
        .filter((d) => d.group === 'typespirits' && d.parent === type.id)
        .map((d) => ({ code: d.code, label: d.label, slug: d.slug })),
    }))
  },
  ['menu-categories'],
  { tags: [cacheTags.collection('taxonomy-terms')] },
)

export type Term = {
  id: number
  group: TaxonomyGroup
  code: string
  label: string
  slug: string
  slugs: Record<Locale, string>
}

/** A filter value by its slug in the current language (the filtered listings' paths). */
export const getTermBySlug = unstable_cache(
  async (groups: TaxonomyGroup[], slug: string, locale: Locale): Promise<Term | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'taxonomy-terms',
      where: { and: [{ group: { in: groups } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 0,
      locale,
    })
    const d = docs[0]
    if (!d) return null
    return {
      id: d.id,
      group: d.group,
      code: d.code,
      label: d.label,
      slug: d.slug,
      slugs: await getLocalizedSlugs('taxonomy-terms', d.id, d.slug),
    }
  },
  ['term-by-slug'],
  { tags: [cacheTags.collection('taxonomy-terms')] },
)
