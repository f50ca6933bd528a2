import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { isShownProduct } from '@/cms/access'
import { getLocalizedSlugs, readSlugInThisLanguage, slugWhere } from '@/core/localized-slugs'
import { type ArticleSection, isReservedSection, type Section } from '@/i18n/article-paths'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { linkHref } from '@/lib/link-href'
import { type CoverImage, coverImage } from '@/lib/media'
import { getPayloadClient } from '@/lib/payload'
import type { Article as ArticleDoc, Author as AuthorDoc, Producer, Product, TaxonomyTerm } from '@/payload-types'

import { readingMinutes } from '../read-time'

export type { ArticleSection, Section }
export type EventInfo = { startsAt: string; endsAt: string | null; place: string }
export type PressInfo = { source: string; url: string | null; date: string | null }
export type ArticleSummary = {
  id: number
  section: ArticleSection
  title: string
  slug: string
  excerpt: string
  publishedAt: string | null
  tags: string[]
  event: EventInfo | null
  press: PressInfo | null
  /**
   * The language its texts are written in: the page's, or Italian when the editor has not written this language's
   * title yet and every text is Italian's (the spec's fallback locale; the sixteenth check from outside found Italian
   * read out as English).
   */
  writtenIn: Locale
}
export type ArticleDetail = ArticleSummary & {
  body: SerializedEditorState | null
  slugs: Record<Locale, string>
  author: { id: number; name: string; slug: string; role: string } | null
  readMinutes: number
  /** When it was last saved: its structured data's `dateModified`. */
  updatedAt: string
  /** Spirit categories, countries, regions and styles: shown as labels only, never links */
  topics: string[]
  /** Every label's id, those shown and the others: what related articles are chosen by. */
  topicIds: number[]
  products: { slug: string; title: string }[]
  producers: { slug: string; name: string }[]
  seo: { title?: string; description?: string }
  /** The cover an editor chose ("Copertina"), shown above the text. */
  cover: CoverImage | null
}
export type ArticlePage = { articles: ArticleSummary[]; total: number; page: number; totalPages: number }
/** Articles per page of the blog and of the news and press listings. */
export const ARTICLES_PER_PAGE = 12

const articleTags = [cacheTags.collection('articles'), cacheTags.collection('authors')]
const published: Where = { _status: { equals: 'published' } }
const object = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null
const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

const toSummary = (d: ArticleDoc, writtenIn: Locale): ArticleSummary => ({
  id: d.id,
  section: d.section as ArticleSection,
  title: d.title,
  slug: d.slug,
  excerpt: d.excerpt ?? '',
  publishedAt: d.publishedAt ?? null,
  tags: d.tags ?? [],
  event:
    d.section === 'news' && d.event?.startsAt
      ? { startsAt: d.event.startsAt, endsAt: d.event.endsAt ?? null, place: d.event.place ?? '' }
      : null,
  press:
    d.section === 'press' && d.press?.source
      ? { source: d.press.source, url: linkHref(d.press.url), date: d.press.date ?? null }
      : null,
  writtenIn,
})

/**
 * Each article's language on a page of `locale` (its own page, or a listing's cards): Italian for those with no title
 * of their own in it (they show Italian's texts, the fallback), else `locale`. One read of the titles without fallback;
 * none on an Italian page.
 */
async function languageOfEach(docs: ArticleDoc[], locale: Locale): Promise<(d: ArticleDoc) => Locale> {
  if (locale === defaultLocale || !docs.length) return () => locale
  const payload = await getPayloadClient()
  const own = await payload.find({
    collection: 'articles',
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
  const languageOf = await languageOfEach(result.docs, locale)
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

const topicGroups = new Set(['type', 'typespirits', 'country', 'region', 'style'])

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
    languageOfEach([d], locale),
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

/** An article document read at depth 1 as its page shows it (also used for a draft's preview). */
export function toDetail(d: ArticleDoc, slugs: Record<Locale, string>, writtenIn: Locale): ArticleDetail {
  const author = object<AuthorDoc>(d.author)
  const body = (d.body as SerializedEditorState | null | undefined) ?? null
  return {
    ...toSummary(d, writtenIn),
    body,
    slugs,
    author: author ? { id: author.id, name: author.name, slug: author.slug, role: author.role ?? '' } : null,
    readMinutes: readingMinutes(body),
    updatedAt: d.updatedAt,
    topics: (d.topics ?? [])
      .map((t) => object<TaxonomyTerm>(t))
      .filter((t): t is TaxonomyTerm => !!t && topicGroups.has(t.group))
      .map((t) => t.label),
    topicIds: (d.topics ?? []).map(idOf),
    products: (d.relatedProducts ?? [])
      .map((p) => object<Product>(p))
      // A product the site does not show (no spirit type yet, "in arrivo") is not quoted: its link led to a 404 (the
      // twelfth check from outside).
      .filter((p): p is Product => !!p?.slug && isShownProduct(p))
      .map((p) => ({ slug: p.slug, title: p.title })),
    producers: (d.relatedProducers ?? [])
      .map((p) => object<Producer>(p))
      .filter((p): p is Producer => !!p?.slug)
      .map((p) => ({ slug: p.slug, name: p.name })),
    seo: { title: d.seo?.title ?? undefined, description: d.seo?.description ?? undefined },
    cover: coverImage(d.heroImage),
  }
}

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
  const languageOf = await languageOfEach(chosen, locale)
  return chosen.map((d) => toSummary(d, languageOf(d)))
}

const cachedRelatedArticles = unstable_cache(readRelatedArticles, ['related-articles'], { tags: articleTags })

/**
 * Up to `limit` other articles of the section to read next: those sharing most labels (`topicIds`) or the
 * author first, then the newest. The article's labels and author come from the page, which has read them.
 */
export const listRelatedArticles = (locale: Locale, article: RelatedTo, limit?: number) =>
  (isReservedSection(article.section) ? readRelatedArticles : cachedRelatedArticles)(locale, article, limit)
