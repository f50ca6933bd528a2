import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageAlternates } from '@/features/site/alternates.client'
import { type MetaKey, staticMetadata } from '@/features/site/route-page'
import { hrefsFor, pageMetadata } from '@/features/site/seo'
import { asLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'

import { ArticleListView } from './components/article-list'
import { ArticleView } from './components/article-view'
import { AuthorView } from './components/author-views'
import styles from './components/content.module.css'
import { PageIntro } from './components/page-intro'
import { PageBlocks } from './components/page-blocks'
import { RichText } from './components/rich-text'
import { StaticPageView } from './components/static-page-view'
import { feedFor } from './feeds'
import { articlePaths } from './paths'
import { getArticleBySlug, getArticlePreview, getAuthorBySlug, getLandingPage, getLandingPreview, getStaticPage, type Section } from './queries'
import type { ListingTab } from './tabs'

type Props = { params: Promise<Record<string, string>>; searchParams?: Promise<Record<string, string | string[] | undefined>> }

/** `?page=N` of a listing: a positive whole number, anything else is page 1 (spec §8: never a 500). */
async function pageParam(searchParams: Props['searchParams']): Promise<number> {
  const value = (await searchParams)?.page
  const page = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(page) && page > 0 ? page : 1
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
  const metadata = staticMetadata(options)
  async function generateMetadata(props: Props): Promise<Metadata> {
    const base = await metadata(props as { params: Promise<{ locale: string }> })
    const locale = asLocale((await props.params).locale)
    const feed = feedFor(options.section, locale)
    return feed ? { ...base, alternates: { ...base.alternates, types: { 'application/rss+xml': feed } } } : base
  }
  async function Page(props: Props) {
    const locale = asLocale((await props.params).locale)
    setRequestLocale(locale)
    return (
      <ArticleListView
        locale={locale}
        section={options.section}
        tags={options.tags}
        meta={options.meta}
        tabs={options.tabs}
        page={await pageParam(props.searchParams)}
        basePath={getPathname({ locale, href: options.pathname })}
        feed={feedFor(options.section, locale) ?? undefined}
      />
    )
  }
  return { generateMetadata, Page }
}

export function articleRoute(section: Section) {
  const { pathname, param } = articlePaths[section]
  async function load({ params }: Props) {
    const p = await params
    const locale = asLocale(p.locale)
    // Draft mode (an editor's preview, decision 011): the latest draft, read past the cache.
    const read = (await draftMode()).isEnabled ? getArticlePreview : getArticleBySlug
    const article = await read(section, p[param], locale)
    if (!article) notFound()
    const hrefs = hrefsFor(pathname, { it: { [param]: article.slugs.it }, en: { [param]: article.slugs.en } })
    return { locale, article, hrefs }
  }
  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, article, hrefs } = await load(props)
    return pageMetadata({
      locale,
      title: article.seo.title ?? article.title,
      description: article.seo.description ?? article.excerpt,
      hrefs,
    })
  }
  async function Page(props: Props) {
    const { locale, article, hrefs } = await load(props)
    setRequestLocale(locale)
    return <ArticleView locale={locale} article={article} hrefs={hrefs} />
  }
  return { generateMetadata, Page }
}

export function authorRoute() {
  async function load({ params }: Props) {
    const p = await params
    const locale = asLocale(p.locale)
    const author = await getAuthorBySlug(p.slug, locale)
    if (!author) notFound()
    return { locale, author, hrefs: hrefsFor('/blog/authors/[slug]', { slug: author.slug }) }
  }
  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, author, hrefs } = await load(props)
    return pageMetadata({ locale, title: author.name, description: author.bio.slice(0, 160), hrefs })
  }
  async function Page(props: Props) {
    const { locale, author, hrefs } = await load(props)
    setRequestLocale(locale)
    return <AuthorView locale={locale} author={author} page={await pageParam(props.searchParams)} basePath={hrefs[locale]} />
  }
  return { generateMetadata, Page }
}

/** Landing pages at `/{slug}/` (DESIGN.md: below every other route; an unknown slug is a 404). */
export function landingRoute() {
  async function load({ params }: Props) {
    const p = await params
    const locale = asLocale(p.locale)
    const read = (await draftMode()).isEnabled ? getLandingPreview : getLandingPage
    const page = await read(p.slug, locale)
    if (!page) notFound()
    return { locale, page, hrefs: hrefsFor('/[slug]', { it: { slug: page.slugs.it }, en: { slug: page.slugs.en } }) }
  }
  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, page, hrefs } = await load(props)
    return pageMetadata({
      locale,
      title: page.seo.title ?? page.title,
      description: page.seo.description ?? page.intro,
      hrefs,
    })
  }
  async function Page(props: Props) {
    const { locale, page, hrefs } = await load(props)
    setRequestLocale(locale)
    return (
      <article className={styles.page}>
        <PageAlternates it={hrefs.it} en={hrefs.en} />
        <PageIntro title={page.title} lead={page.intro} />
        <RichText data={page.body} locale={locale} />
        <PageBlocks locale={locale} blocks={page.blocks} />
      </article>
    )
  }
  return { generateMetadata, Page }
}

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
  const fallback = staticMetadata(options)
  async function generateMetadata(props: Props): Promise<Metadata> {
    const locale = asLocale((await props.params).locale)
    const [base, content] = await Promise.all([
      fallback(props as { params: Promise<{ locale: string }> }),
      getStaticPage(options.cmsKey, locale),
    ])
    if (!content?.seo.title && !content?.seo.description) return base
    return pageMetadata({
      locale,
      title: content.seo.title ?? String(base.title ?? ''),
      description: content.seo.description ?? base.description ?? undefined,
      hrefs: hrefsFor(options.pathname),
    })
  }
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
