import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { readSlugInThisLanguage } from '@/core/localized-slugs'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { type CoverImage, coverImage } from '@/lib/media'
import { getPayloadClient } from '@/lib/payload'
import type { Author as AuthorDoc } from '@/payload-types'

/** The blog's authors, each with the number of blog articles they signed (the author pages and list). */
export type SocialLink = { network: 'instagram' | 'linkedin' | 'x' | 'website'; url: string }
export type AuthorSummary = {
  id: number
  name: string
  slug: string
  role: string
  bio: string
  articleCount: number
  social: SocialLink[]
  /** The author's portrait ("Ritratto"), read on the author's own page only. */
  portrait: CoverImage | null
}

// An author's count changes with the articles as well as with the authors.
const authorTags = [cacheTags.collection('articles'), cacheTags.collection('authors')]
const published: Where = { _status: { equals: 'published' } }

const socialNetworks = ['instagram', 'linkedin', 'x', 'website'] as const

/** Published blog articles per author id: one query for however many authors. */
async function blogArticleCounts(authorIds: number[]): Promise<Map<number, number>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [published, { section: { equals: 'blog' } }, { author: { in: authorIds } }] },
    select: { author: true },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const counts = new Map<number, number>()
  for (const { author } of docs) {
    const id = typeof author === 'object' ? author?.id : author
    if (id != null) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

const toAuthor = (d: AuthorDoc, counts: Map<number, number>): AuthorSummary => ({
  id: d.id,
  name: d.name,
  slug: d.slug,
  role: d.role ?? '',
  bio: d.bio ?? '',
  articleCount: counts.get(d.id) ?? 0,
  portrait: coverImage(d.portrait),
  social: socialNetworks.flatMap((network) => {
    const url = d.social?.[network]
    return url && /^https?:\/\//.test(url) ? [{ network, url }] : []
  }),
})

export const listAuthors = unstable_cache(
  async (locale: Locale): Promise<AuthorSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'authors', sort: 'name', limit: 100, depth: 0, locale })
    const counts = await blogArticleCounts(docs.map((d) => d.id))
    return docs.map((d) => toAuthor(d, counts))
  },
  ['list-authors'],
  { tags: authorTags },
)

/** An author with the number of blog articles they signed (the author page shows it). */
export const getAuthorBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<AuthorSummary | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'authors',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      populate: { media: { alt: true, sizes: true, url: true, filename: true, width: true, height: true } },
      locale,
    })
    return docs[0] ? toAuthor(docs[0], await blogArticleCounts([docs[0].id])) : null
  },
  ['author-by-slug'],
  // And the portrait's picture (the fourth check from outside: a deleted one stayed on the page).
  { tags: [...authorTags, cacheTags.collection('media')] },
)

/**
 * An author's current slug when `slug` was theirs before an editor changed it (their name changed): the old address,
 * in the sitemap and in shared links, redirects to the new one, as every other page's does (the twenty-fifth check
 * from outside found it a 404). Null when no author had that slug.
 */
export const getAuthorMovedFrom = unstable_cache(
  (slug: string, locale: Locale) => readSlugInThisLanguage('authors', slug, locale),
  ['author-moved-from'],
  { tags: [cacheTags.collection('authors')] },
)
