import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { isShownProduct } from '@/cms/access'
import type { ArticleSection } from '@/i18n/article-paths'
import type { Locale } from '@/i18n/locales'
import { linkHref } from '@/lib/link-href'
import { type CoverImage, coverImage } from '@/lib/media'
import type { Article as ArticleDoc, Author as AuthorDoc, Producer, Product, TaxonomyTerm } from '@/payload-types'

import { readingMinutes } from '../read-time'

/*
 * What an article document becomes on the site's pages: a listing's card (a summary) or its own page (a detail). The
 * reads that give them are in ./articles.ts (published) and ./preview.ts (an editor's draft).
 */

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

const object = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null
export const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** An article document as a listing's card shows it. */
export const toSummary = (d: ArticleDoc, writtenIn: Locale): ArticleSummary => ({
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

const topicGroups = new Set(['type', 'typespirits', 'country', 'region', 'style'])

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
