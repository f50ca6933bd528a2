import 'server-only'

import { type Locale, otherLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

type Described = 'products' | 'producers' | 'catalogues'

/** The field whose own value says a document was written in a language: its title, or a producer's name. */
const titleOf: Record<Described, 'title' | 'name'> = { products: 'title', producers: 'name', catalogues: 'title' }

/** Whether a localized field read without fallback holds a text of its own in that language (not blank). */
export const hasOwnText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** The language a document's texts are shown in on a page of `locale`: `locale` where its title is its own there. */
export const languageOfTitle = (title: unknown, locale: Locale): Locale =>
  hasOwnText(title) ? locale : otherLocale(locale)

/**
 * The language a product, producer or catalogue is shown in on a page of `locale`, and its PDF's for a catalogue:
 * `locale` where it has a title (a name; a file) of its own there, else the other language, whose texts the site
 * shows in its place (each language falls back to the other: src/payload.config.ts). Decisions 096 and 097 marked an
 * article and a page so; a product, a producer or a catalogue saved in one language only was shown unmarked in the
 * other (the eighteenth check from outside). One read without fallback.
 */
export async function writtenIn(
  collection: Described,
  id: number,
  locale: Locale,
): Promise<{ text: Locale; file: Locale }> {
  const payload = await getPayloadClient()
  const field = titleOf[collection]
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    locale,
    fallbackLocale: false,
    select: { [field]: true, ...(collection === 'catalogues' ? { pdf: true } : {}) },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const own = (docs[0] ?? {}) as Record<string, unknown>
  const text = languageOfTitle(own[field], locale)
  const file = collection !== 'catalogues' || own.pdf != null ? locale : otherLocale(locale)
  return { text, file }
}

/**
 * Of the documents `ids`, those with a title of their own in `locale`: the others are shown in the other language's
 * words, and say so (an article's or a page's cards, decisions 096 and 097; a product's, decision 101). One read of
 * the titles, without fallback.
 */
export async function titledIn(
  collection: 'articles' | 'pages' | 'products',
  ids: number[],
  locale: Locale,
): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    locale,
    fallbackLocale: false,
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Set(docs.filter((doc) => hasOwnText(doc.title)).map((doc) => doc.id))
}
