import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { slugsByLocale } from './localized'

export { slugsByLocale }

/** The embedded CMS's local API (no HTTP hop). Only the features' queries and actions call it. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

type LocalizedSlugCollection = 'products' | 'producers' | 'projects' | 'catalogues' | 'articles' | 'pages' | 'taxonomy-terms'

/**
 * A document's slug in every language (for hreflang and the language switcher); a language without its own
 * slug falls back to `fallback`, the slug of the language being shown.
 */
export async function getLocalizedSlugs(
  collection: LocalizedSlugCollection,
  id: number,
  fallback: string,
): Promise<Record<Locale, string>> {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection, id, locale: 'all', depth: 0, select: { slug: true } })
  return slugsByLocale((doc as { slug?: unknown }).slug, fallback)
}
