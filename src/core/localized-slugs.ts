import 'server-only'

import type { Where } from 'payload'

import { type Locale, otherLocale } from '@/i18n/locales'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { getPayloadClient } from '@/lib/payload'

/** The collections with pages by slug (an author's slug is one for both languages). */
type LocalizedSlugCollection =
  'products' | 'producers' | 'projects' | 'catalogues' | 'articles' | 'pages' | 'taxonomy-terms' | 'authors'

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

/** The document whose slug in the language other than `locale` is `slug` (and that is also `where`), or null. */
async function inOtherLanguage(
  collection: LocalizedSlugCollection,
  slug: string,
  locale: Locale,
  where?: Where,
): Promise<{ id: number } | null> {
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
  return docs[0] ?? null
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
  const doc = await inOtherLanguage(collection, slug, locale, where)
  if (!doc) return formerSlug(collection, slug, locale, where)
  const own = (await getLocalizedSlugs(collection, doc.id, slug))[locale]
  return own && own !== slug ? own : null
}

/**
 * The documents whose slug was `slug` before an editor changed it (in either language), newest change first: an
 * article's or a page's from its published versions, any other's from the former slugs its collection keeps (decision 100).
 */
async function formerOwners(collection: LocalizedSlugCollection, slug: string, locale: Locale): Promise<number[]> {
  const payload = await getPayloadClient()
  const ids: number[] = []
  if (collection === 'articles' || collection === 'pages') {
    for (const language of [locale, otherLocale(locale)]) {
      const { docs } = await payload.findVersions({
        collection,
        // Published versions only: a slug saved in a draft was never the document's address, and redirected anyone
        // who guessed it to the page (the twenty-sixth check from outside).
        where: { and: [{ 'version.slug': { equals: slug } }, { 'version._status': { equals: 'published' } }] },
        locale: language,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const parent = docs[0]?.parent
      const id = parent && typeof parent === 'object' ? (parent as { id: number }).id : (parent as number | undefined)
      if (id !== undefined) ids.push(id)
    }
    return ids
  }
  const { docs } = await payload.find({
    collection: 'former-slugs',
    where: { and: [{ collectionSlug: { equals: collection } }, { slug: { equals: slug } }] },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: { docId: true },
  })
  for (const doc of docs) if (!ids.includes(doc.docId)) ids.push(doc.docId)
  return ids
}

/**
 * This language's slug of a document whose slug was `slug` before an editor changed it (in either language): the old
 * address, in search engines, newsletters and bookmarks, redirects to the current one, as a product's does by its
 * code (the eleventh check from outside: a renamed article or landing page left its old address a 404; the
 * eighteenth: a renamed producer's). `where`: what the document must be now (published, of a section). Null when no
 * document had that slug, or when the one that had it no longer is one.
 */
async function formerSlug(
  collection: LocalizedSlugCollection,
  slug: string,
  locale: Locale,
  where?: Where,
): Promise<string | null> {
  const payload = await getPayloadClient()
  for (const id of await formerOwners(collection, slug, locale)) {
    const current: Where = { id: { equals: id } }
    const { docs: now } = await payload.find({
      collection,
      where: where ? { and: [where, current] } : current,
      limit: 1,
      depth: 0,
      select: { slug: true },
      locale,
      overrideAccess: true,
    })
    const own = (now[0] as { slug?: string | null } | undefined)?.slug
    if (own && own !== slug) return own
  }
  return null
}

/**
 * The `where` that finds the document a page's slug names in `locale`: the document with that slug in `locale`, or
 * else one with that slug in the other language and no slug of its own in `locale`. Such a document was saved in one
 * language only (the admin asks for a slug in the language being edited); the site shows it in the other language
 * with the fallback's texts (spec §9: Italian is the fallback), and its listings, alternates and sitemap link it there
 * by that slug, which answered 404 (the third check from outside: a catalogue, a blog article saved in Italian
 * only). `where`: what the document must also be (published, of a section).
 */
export async function slugWhere(
  collection: LocalizedSlugCollection,
  slug: string,
  locale: Locale,
  where?: Where,
): Promise<Where> {
  const own: Where = { slug: { equals: slug } }
  const counted: Where = where ? { and: [where, own] } : own
  const payload = await getPayloadClient()
  if ((await payload.count({ collection, where: counted, locale, overrideAccess: true })).totalDocs) return own
  const doc = await inOtherLanguage(collection, slug, locale, where)
  if (!doc) return own
  const all = await payload.findByID({ collection, id: doc.id, locale: 'all', depth: 0, select: { slug: true } })
  const raw = (all as { slug?: unknown }).slug
  const ownSlug = raw && typeof raw === 'object' ? (raw as Partial<Record<Locale, string>>)[locale] : raw
  return ownSlug ? own : { id: { equals: doc.id } }
}
