import 'server-only'

import type { Locale } from '@/i18n/locales'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { getPayloadClient } from '@/lib/payload'

type LocalizedSlugCollection =
  'products' | 'producers' | 'projects' | 'catalogues' | 'articles' | 'pages' | 'taxonomy-terms'

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
