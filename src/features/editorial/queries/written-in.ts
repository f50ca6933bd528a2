import 'server-only'

import { titledIn } from '@/core/written-in'
import { defaultLocale, type Locale } from '@/i18n/locales'

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
  const translated = await titledIn(
    collection,
    docs.map((d) => d.id),
    locale,
  )
  return (d) => (translated.has(d.id) ? locale : defaultLocale)
}
