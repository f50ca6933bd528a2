import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { getLocalizedSlugs, readSlugInThisLanguage, slugWhere } from '@/core/localized-slugs'
import { articlePaths, type ArticleSection, isReservedSection, type Section } from '@/i18n/article-paths'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Article as ArticleDoc } from '@/payload-types'

import { type ArticleDetail, type ArticlePage, type ArticleSummary, idOf, toDetail, toSummary } from './article-records'
import { languageOfEach } from './written-in'

export type { ArticleSection, Section }
/** Articles per page of the blog and of the news and press listings. */
export const ARTICLES_PER_PAGE = 12

const articleTags = [cacheTags.collection('articles'), cacheTags.collection('authors')]
const published: Where = { _status: { equals: 'published' } }

type ListOptions = { tags?: string[]; authorId?: number; page?: number; pageSize?: number }

/*
 * Reads of articles. The reserved sections are read per request and never cached: their pages are behind the
 * login guard and nothing of theirs may outlive the request. Each `list…`/`get…` below therefore answers a
 * reserved section from the uncached reader, a public one from the cache that the CMS's hooks clear. Every read
 * is of published documents with the local API's full access (`overrideAccess`): the CMS's REST API keeps its
 * own rules, and the reserved pages their guard.
 */

async function readArticles(
  locale: Locale,
  section: ArticleSection,
  { tags = [], authorId, page = 1, pageSize = ARTICLES_PER_PAGE }: ListOptions = {},
): Promise<ArticlePage> {
  const payload = await getPayloadClient()
  const and: Where[] = [published, { section: { equals: section } }]
  if (tags.length) and.push({ tags: { in: tags } })
  if (authorId !== undefined) and.push({ author: { equals: authorId } })
  const find = (p: number) =>
    payload.find({
      collection: 'articles',
      where: { and },
      sort: '-publishedAt',
      limit: pageSize,
      page: p,
      depth: 0,
      locale,
      overrideAccess: true,
    })
  let result = await find(Math.max(1, page))
  if (result.totalPages > 0 && page > result.totalPages) result = await find(result.totalPages)
  const languageOf = await languageOfEach('articles', result.docs, locale)
  return {
    articles: result.docs.map((d) => toSummary(d, languageOf(d))),
    total: result.totalDocs,
    page: result.page ?? 1,
    totalPages: Math.max(1, result.totalPages),
  }
}

const cachedArticles = unstable_cache(readArticles, ['list-articles'], { tags: articleTags })

/**
 * A page of one section's published articles, newest first, filtered by the listing's tags (any of
 * them) or by author. A page past the last shows the last.
 */
export const listArticles = (locale: Locale, section: ArticleSection, options?: ListOptions) =>
  (isReservedSection(section) ? readArticles : cachedArticles)(locale, section, options)

async function readArticleBySlug(section: ArticleSection, slug: string, locale: Locale): Promise<ArticleDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: {
      and: [
        published,
        { section: { equals: section } },
        await slugWhere('articles', slug, locale, { and: [published, { section: { equals: section } }] }),
      ],
    },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: true,
  })
  const d = docs[0]
  if (!d) return null
  const [slugs, languageOf] = await Promise.all([
    getLocalizedSlugs('articles', d.id, d.slug),
    languageOfEach('articles', [d], locale),
  ])
  return toDetail(d, slugs, languageOf(d))
}

const cachedArticleBySlug = unstable_cache(readArticleBySlug, ['article-by-slug'], {
  tags: [
    ...articleTags,
    // The products an article quotes: any product's save (decision 030).
    cacheTags.anyDocument('products'),
    cacheTags.collection('producers'),
    cacheTags.collection('taxonomy-terms'),
    // Its cover: a picture deleted or its alt text changed stayed on the page (the fourth check from outside).
    cacheTags.collection('media'),
  ],
})

/** A published article of the section by its slug in this language; null when there is none. */
export const getArticleBySlug = (section: ArticleSection, slug: string, locale: Locale) =>
  (isReservedSection(section) ? readArticleBySlug : cachedArticleBySlug)(section, slug, locale)

/**
 * The slug in this language of a published article of the section found by its slug in the other language (a link
 * shared from the other language's site); null when there is none, or when the slug is the same in both.
 */
const readArticleSlugInThisLanguage = (section: ArticleSection, slug: string, locale: Locale) =>
  readSlugInThisLanguage('articles', slug, locale, { and: [published, { section: { equals: section } }] })

const cachedArticleSlugInThisLanguage = unstable_cache(readArticleSlugInThisLanguage, ['article-slug-elsewhere'], {
  tags: articleTags,
})

export const getArticleSlugInThisLanguage = (section: ArticleSection, slug: string, locale: Locale) =>
  (isReservedSection(section) ? readArticleSlugInThisLanguage : cachedArticleSlugInThisLanguage)(section, slug, locale)

/**
 * Where a published article once at `slug` in the public `section` is now, when an editor moved it to another public
 * section (its slug, or a former one, in either language): its old address redirects there, as a renamed article's
 * does (the twenty-fourth check from outside: a news article moved to the blog left its address a 404). Null when no
 * such article is published; never for the reserved sections.
 */
async function readArticleMovedFrom(
  section: ArticleSection,
  slug: string,
  locale: Locale,
): Promise<{ section: Section; slug: string } | null> {
  if (isReservedSection(section)) return null
  const payload = await getPayloadClient()
  for (const other of Object.keys(articlePaths) as Section[]) {
    if (other === section) continue
    const inOther: Where = { and: [published, { section: { equals: other } }] }
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [inOther, await slugWhere('articles', slug, locale, inOther)] },
      limit: 1,
      depth: 0,
      locale,
      select: { slug: true },
      overrideAccess: true,
    })
    const own = docs[0]?.slug ?? (await readSlugInThisLanguage('articles', slug, locale, inOther))
    if (own) return { section: other, slug: own }
  }
  return null
}

export const getArticleMovedFrom = unstable_cache(readArticleMovedFrom, ['article-moved-from'], { tags: articleTags })

type RelatedTo = Pick<ArticleDetail, 'id' | 'section' | 'topicIds' | 'author'>

async function readRelatedArticles(locale: Locale, article: RelatedTo, limit = 3): Promise<ArticleSummary[]> {
  const payload = await getPayloadClient()
  const candidates = await payload.find({
    collection: 'articles',
    where: { and: [published, { section: { equals: article.section } }, { id: { not_equals: article.id } }] },
    sort: '-publishedAt',
    limit: 50,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  const topics = new Set(article.topicIds)
  const authorId = article.author?.id
  const scoreOf = (d: ArticleDoc) =>
    (d.topics ?? []).filter((t) => topics.has(idOf(t))).length +
    (authorId !== undefined && d.author === authorId ? 1 : 0)
  const chosen = candidates.docs
    .map((d, order) => ({ d, order, score: scoreOf(d) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ d }) => d)
  const languageOf = await languageOfEach('articles', chosen, locale)
  return chosen.map((d) => toSummary(d, languageOf(d)))
}

const cachedRelatedArticles = unstable_cache(readRelatedArticles, ['related-articles'], { tags: articleTags })

/**
 * Up to `limit` other articles of the section to read next: those sharing most labels (`topicIds`) or the
 * author first, then the newest. The article's labels and author come from the page, which has read them.
 */
export const listRelatedArticles = (locale: Locale, article: RelatedTo, limit?: number) =>
  (isReservedSection(article.section) ? readRelatedArticles : cachedRelatedArticles)(locale, article, limit)
