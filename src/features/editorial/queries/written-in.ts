import 'server-only'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

/**
 * Each document's language on a page of `locale` (an article's or a page's own, or a listing's cards): Italian for
 * those with no title of their own in it (they show Italian's texts, the fallback), else `locale`. One read of the
 * titles without fallback; none on an Italian page.
 */
export async function languageOfEach<D extends { id: number }>(
  collection: 'articles' | 'pages',
  docs: D[],
  locale: Locale,
): Promise<(d: D) => Locale> {
  if (locale === defaultLocale || !docs.length) return () => locale
  const payload = await getPayloadClient()
  const own = await payload.find({
    collection,
    where: { id: { in: docs.map((d) => d.id) } },
    locale,
    fallbackLocale: false,
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const translated = new Set(own.docs.filter((d) => d.title).map((d) => d.id))
  return (d) => (translated.has(d.id) ? locale : defaultLocale)
}
