import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { documentRoute, type SlugLookup } from '@/core/document-route'
import { pageMetadata } from '@/core/metadata'
import { type MetaKey, staticMetadata } from '@/core/route-page'
import { articleHref, articleRouteOf, isReservedSection } from '@/i18n/article-paths'
import { asLocale, type Locale } from '@/i18n/locales'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { getPathname } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'
import { hrefsFor, type LocalizedHrefs } from '@/i18n/route-table'
import { firstValue } from '@/lib/query-value'
import { answerSharedBriefly } from '@/lib/request-context'

import { ArticleListView } from './components/article-list'
import { ArticleView } from './components/article-view'
import { AuthorView } from './components/author-views'
import { CmsPageView, StaticPageView } from './components/static-page-view'
import { feedFor } from './feeds'
import {
  type ArticleSection,
  type AuthorSummary,
  getArticleBySlug,
  getArticleMovedFrom,
  getArticlePreview,
  getArticleSlugInThisLanguage,
  getAuthorBySlug,
  getAuthorMovedFrom,
  getLandingPage,
  getLandingPreview,
  getLandingSlugInThisLanguage,
  getStaticPage,
  listArticles,
  type Section,
} from './queries'
import type { ListingTab } from './tabs'

type Props = {
  params: Promise<Record<string, string>>
  searchParams?: Promise<Record<string, string | string[] | undefined>>
}

/** Past any listing's last page, and far from the database's integers: a page number beyond it reads as this one. */
const MAX_PAGE = 100_000

/**
 * `?page=N` of a listing: a positive whole number, anything else is page 1 (a bad value is ignored, never a 500). A
 * number beyond MAX_PAGE is a page past the last (a 404); one of 20 digits overflowed SQLite's offset, a 500 (the
 * eighth check from outside).
 */
export async function pageParam(searchParams: Props['searchParams']): Promise<number> {
  const value = (await searchParams)?.page
  const page = Number(firstValue(value))
  return Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1
}

/**
 * A listing of articles (blog, news and events and their tabs, press reviews and their sub-lists): the
 * section's articles with the tab's tags, paged with `?page=`; the blog and news listings link their feed.
 */
export function articleListRoute(options: {
  pathname: StaticPathname
  meta: MetaKey
  section: Section
  tags?: string[]
  tabs?: ListingTab[]
}) {
  async function generateMetadata(props: Props): Promise<Metadata> {
    const locale = asLocale((await props.params).locale)
    // A page past the first is a page of its own: its canonical and its alternates (which the language switch
    // follows) name it, as a product listing's do. They named the first page (the third check from outside).
    const page = await pageParam(props.searchParams)
    const hrefs = Object.fromEntries(
      Object.entries(hrefsFor(options.pathname)).map(([l, href]) => [l, page > 1 ? `${href}?page=${page}` : href]),
    ) as LocalizedHrefs
    // Past the first, the title says which page, before the company's name, as a product listing's does (the fourth
    // check from outside: every page had the first's title).
    const { totalPages } = await listArticles(locale, options.section, { tags: options.tags, page })
    const [meta, t] = await Promise.all([
      getTranslations({ locale, namespace: 'Meta' }),
      getTranslations({ locale, namespace: 'Listing' }),
    ])
    const name = meta(`${options.meta}.title`)
    const base = pageMetadata({
      locale,
      title: page > 1 ? `${name} · ${t('page', { page: Math.min(page, totalPages), total: totalPages })}` : name,
      description: meta(`${options.meta}.description`),
      hrefs,
    })
    const feed = feedFor(options.section, locale)
    return feed ? { ...base, alternates: { ...base.alternates, types: { 'application/rss+xml': feed } } } : base
  }
  async function Page(props: Props) {
    const locale = asLocale((await props.params).locale)
    setRequestLocale(locale)
    // A page past the last is no page (spec §4: the last page has no next), as for the product listings: it answered
    // the last page's articles at an address and canonical of its own, any number of them (the fourth check).
    const page = await pageParam(props.searchParams)
    if (page > 1 && page > (await listArticles(locale, options.section, { tags: options.tags, page })).totalPages) {
      notFound()
    }
    // Rendered per request for its `?page=`, the same for every visitor: a shared cache may keep it a second.
    if (!(await draftMode()).isEnabled) answerSharedBriefly()
    return (
      <ArticleListView
        locale={locale}
        section={options.section}
        tags={options.tags}
        meta={options.meta}
        tabs={options.tabs}
        page={page}
        basePath={getPathname({ locale, href: options.pathname })}
        feed={feedFor(options.section, locale) ?? undefined}
      />
    )
  }
  return { generateMetadata, Page }
}

/** Reads the latest draft in draft mode (an editor's preview, decision 011), the published page otherwise. */
async function readPublishedOrDraft<T>(
  published: (slug: string, locale: Locale) => Promise<T | null>,
  draft: (slug: string, locale: Locale) => Promise<T | null>,
  slug: string,
  locale: Locale,
  /** This language's slug of a document found by the other language's slug, when the page redirects from it. */
  elsewhere?: (slug: string, locale: Locale) => Promise<string | null>,
): Promise<SlugLookup<T>> {
  const read = (await draftMode()).isEnabled ? draft : published
  const document = await read(slug, locale)
  if (document) return { document }
  const own = await elsewhere?.(slug, locale)
  return own ? { slugInThisLanguage: own } : null
}

/**
 * An article's page; a reserved section's is read per request (see the queries) and never indexed. In draft mode
 * an editor sees the latest draft.
 */
export function articleRoute(section: ArticleSection) {
  return documentRoute({
    route: articleRouteOf(section),
    find: async (slug, locale) => {
      const found = await readPublishedOrDraft(
        (s, l) => getArticleBySlug(section, s, l),
        (s, l) => getArticlePreview(section, s, l),
        slug,
        locale,
        // A slug of the other language redirects to this language's article, as a product sheet's does.
        (s, l) => getArticleSlugInThisLanguage(section, s, l),
      )
      if (found) return found
      // An article an editor moved to another section: its old address leads there.
      const moved = await getArticleMovedFrom(section, slug, locale)
      return moved ? { movedTo: getPathname({ locale, href: articleHref(moved.section, moved.slug) }) } : null
    },
    metadata: (article) => ({
      title: article.seo.title ?? article.title,
      description: article.seo.description ?? article.excerpt,
      noindex: isReservedSection(section),
      image: article.cover?.src,
      article: { publishedTime: article.publishedAt ?? undefined, modifiedTime: article.updatedAt },
    }),
    render: ({ document, locale, hrefs }) => <ArticleView locale={locale} article={document} hrefs={hrefs} />,
  })
}

export function authorRoute() {
  return documentRoute({
    route: { pathname: '/blog/authors/[slug]', param: 'slug' },
    find: async (slug, locale): Promise<SlugLookup<AuthorSummary & { slugs: Record<Locale, string> }>> => {
      const author = await getAuthorBySlug(slug, locale)
      // An author's slug is made from their name: the same in every language.
      if (author) return { document: { ...author, slugs: slugsByLocale(author.slug) } }
      const movedTo = await getAuthorMovedFrom(slug, locale)
      return movedTo ? { slugInThisLanguage: movedTo } : null
    },
    metadata: (author) => ({ title: author.name, description: author.bio.slice(0, 160) }),
    render: async ({ document, locale, hrefs, searchParams }) => {
      const page = await pageParam(searchParams)
      // A page of their articles past the last is no page, as an article listing's (the fourth check from outside).
      if (page > 1 && page > (await listArticles(locale, 'blog', { authorId: document.id, page })).totalPages) {
        notFound()
      }
      return <AuthorView locale={locale} author={document} page={page} basePath={hrefs[locale]} />
    },
  })
}

/** Landing pages at `/{slug}/`, below every other route; an unknown slug is a 404. */
export function landingRoute() {
  return documentRoute({
    route: { pathname: '/[slug]', param: 'slug' },
    // A slug of the other language redirects to this language's page (the language switcher's link before hydration).
    find: (slug, locale) =>
      readPublishedOrDraft(getLandingPage, getLandingPreview, slug, locale, getLandingSlugInThisLanguage),
    metadata: (page) => ({ title: page.seo.title ?? page.title, description: page.seo.description ?? page.intro }),
    render: ({ document: page, locale }) => <CmsPageView locale={locale} content={page} />,
  })
}

/**
 * The SEO title and description editors wrote for a static page of the CMS, for `staticMetadata`'s `seo` (and
 * `staticRoute`'s, `queryRoute`'s): every page shown by `StaticPageView` takes its head from the page it shows.
 */
export const cmsSeo = (cmsKey: string) => async (locale: Locale) => (await getStaticPage(cmsKey, locale))?.seo

/**
 * A company or legal page written in the CMS (home, philosophy, why, sales conditions, privacy and cookie
 * policies, credits, newsletter): its SEO title and description from the CMS in each language, the interface
 * messages' copy until editors write them.
 */
export function cmsPageRoute(options: {
  pathname: StaticPathname
  meta: MetaKey
  cmsKey: string
  children?: (locale: Locale) => ReactNode
}) {
  const generateMetadata = staticMetadata({ ...options, seo: cmsSeo(options.cmsKey) })
  async function Page(props: Props) {
    const locale = asLocale((await props.params).locale)
    setRequestLocale(locale)
    return (
      <StaticPageView locale={locale} cmsKey={options.cmsKey} meta={options.meta}>
        {options.children?.(locale)}
      </StaticPageView>
    )
  }
  return { generateMetadata, Page }
}
