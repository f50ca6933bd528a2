import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { companyName } from '@/lib/company'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { getPayloadClient } from '@/lib/payload'

export type SiteSettings = {
  companyName: string
  address: string
  contact: string
  piva: string
  social: { facebook?: string; instagram?: string; youtube?: string; linkedin?: string }
}

/** Footer facts (spec §7.3: the footer reads contact, piva, address). */
export const getSiteSettings = unstable_cache(
  async (locale: Locale): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    return {
      companyName: doc.companyName || companyName,
      address: doc.address ?? '',
      contact: doc.contact ?? '',
      piva: doc.piva ?? '',
      social: {
        facebook: doc.social?.facebook ?? undefined,
        instagram: doc.social?.instagram ?? undefined,
        youtube: doc.social?.youtube ?? undefined,
        linkedin: doc.social?.linkedin ?? undefined,
      },
    }
  },
  ['site-settings'],
  { tags: [cacheTags.global('site-settings')] },
)

type SluggedCollection = 'products' | 'producers' | 'projects' | 'catalogues' | 'articles' | 'authors' | 'pages' | 'taxonomy-terms'
export type LocalizedSlugRow = { slugs: Record<Locale, string>; updatedAt: string; extra: Record<string, string> }

/**
 * Every document's slug in both languages, for the sitemap. Slugs that are not localized come back as a
 * plain string and are the same in both languages.
 */
export async function listLocalizedSlugs(
  collection: SluggedCollection,
  where?: Record<string, unknown>,
  extraFields: string[] = [],
): Promise<LocalizedSlugRow[]> {
  const payload = await getPayloadClient()
  const select = Object.fromEntries(['slug', 'updatedAt', ...extraFields].map((f) => [f, true]))
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    select,
    where: where as never,
  })
  return docs.map((doc) => {
    const d = doc as unknown as Record<string, unknown>
    return {
      slugs: slugsByLocale(d.slug),
      updatedAt: String(d.updatedAt ?? ''),
      extra: Object.fromEntries(extraFields.map((f) => [f, String(d[f] ?? '')])),
    }
  })
}
