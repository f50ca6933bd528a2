import 'server-only'

import type { Where } from 'payload'

import { type Locale, otherLocale } from '@/i18n/locales'
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

/**
 * This language's slug of a document found by its slug in the other language (decision 002: such a slug answers with
 * a permanent redirect to this language's page): a link shared from the other language's site, or the language
 * switcher's link before the page's scripts run. `where`: what a document must also be to count (published, of a
 * section). Null when there is none, or when its slug is the same in both.
 */
export async function readSlugInThisLanguage(
  collection: LocalizedSlugCollection,
  slug: string,
  locale: Locale,
  where?: Where,
): Promise<string | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: where ? { and: [where, { slug: { equals: slug } }] } : { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: { slug: true },
    locale: otherLocale(locale),
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  const own = (await getLocalizedSlugs(collection, doc.id, slug))[locale]
  return own && own !== slug ? own : null
}
