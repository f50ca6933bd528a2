import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { cacheTags } from '@/lib/cache-tags'
import { companyName } from '@/lib/company'
import { getPayloadClient } from '@/lib/payload'

/** What the footer of every page shows: the company's name and facts, its social links. */
export type FooterContent = {
  companyName: string
  /** From the Contact global, the one home of the company's contact facts. */
  address: string
  contact: string
  piva: string
  social: { facebook?: string; instagram?: string; youtube?: string; linkedin?: string }
}

/** The footer's content from the site settings (name, social links) and the Contact global (address, phone, VAT). */
export const getFooterContent = unstable_cache(
  async (locale: Locale): Promise<FooterContent> => {
    const payload = await getPayloadClient()
    const [settings, contact] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
      payload.findGlobal({ slug: 'contact', locale, depth: 0 }),
    ])
    return {
      companyName: settings.companyName || companyName,
      address: contact.address ?? '',
      contact: contact.contact ?? '',
      piva: contact.piva ?? '',
      social: {
        facebook: settings.social?.facebook ?? undefined,
        instagram: settings.social?.instagram ?? undefined,
        youtube: settings.social?.youtube ?? undefined,
        linkedin: settings.social?.linkedin ?? undefined,
      },
    }
  },
  ['footer-content'],
  { tags: [cacheTags.global('site-settings'), cacheTags.global('contact')] },
)

type SluggedCollection =
  'products' | 'producers' | 'projects' | 'catalogues' | 'articles' | 'authors' | 'pages' | 'taxonomy-terms'
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
