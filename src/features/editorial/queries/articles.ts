import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'
import type { Article as ArticleDoc, Author as AuthorDoc } from '@/payload-types'

export type Section = 'blog' | 'news' | 'press'
export type ArticleSummary = { title: string; slug: string; excerpt: string; publishedAt: string | null }
export type ArticleDetail = ArticleSummary & {
  body: SerializedEditorState | null
  slugs: Record<Locale, string>
  author: { name: string; slug: string } | null
  seo: { title?: string; description?: string }
}
export type AuthorSummary = { name: string; slug: string; bio: string }

const published: Where = { _status: { equals: 'published' } }

const toSummary = (d: ArticleDoc): ArticleSummary => ({
  title: d.title,
  slug: d.slug,
  excerpt: d.excerpt ?? '',
  publishedAt: d.publishedAt ?? null,
})

export const listArticles = unstable_cache(
  async (locale: Locale, section: Section, tags: string[] = [], authorSlug?: string) => {
    const payload = await getPayloadClient()
    const and: Where[] = [published, { section: { equals: section } }]
    if (tags.length) and.push({ tags: { in: tags } })
    if (authorSlug) and.push({ 'author.slug': { equals: authorSlug } })
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and },
      sort: '-publishedAt',
      limit: 50,
      depth: 0,
      locale,
    })
    return docs.map(toSummary)
  },
  ['list-articles'],
  { tags: [cacheTags.collection('articles'), cacheTags.collection('authors')] },
)

export const getArticleBySlug = unstable_cache(
  async (section: Section, slug: string, locale: Locale): Promise<ArticleDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [published, { section: { equals: section } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
      locale,
    })
    const d = docs[0]
    if (!d) return null
    const author = d.author && typeof d.author === 'object' ? (d.author as AuthorDoc) : null
    return {
      ...toSummary(d),
      body: (d.body as SerializedEditorState | null | undefined) ?? null,
      slugs: await getLocalizedSlugs('articles', d.id, d.slug),
      author: author ? { name: author.name, slug: author.slug } : null,
      seo: { title: d.seo?.title ?? undefined, description: d.seo?.description ?? undefined },
    }
  },
  ['article-by-slug'],
  { tags: [cacheTags.collection('articles'), cacheTags.collection('authors')] },
)

export const listAuthors = unstable_cache(
  async (locale: Locale): Promise<AuthorSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'authors', sort: 'name', limit: 100, depth: 0, locale })
    return docs.map((d) => ({ name: d.name, slug: d.slug, bio: d.bio ?? '' }))
  },
  ['list-authors'],
  { tags: [cacheTags.collection('authors')] },
)

export const getAuthorBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<AuthorSummary | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'authors',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      locale,
    })
    const d = docs[0]
    return d ? { name: d.name, slug: d.slug, bio: d.bio ?? '' } : null
  },
  ['author-by-slug'],
  { tags: [cacheTags.collection('authors')] },
)
