import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PageAlternates } from '@/features/site/alternates.client'
import { hrefsFor, pageMetadata } from '@/features/site/seo'
import { asLocale } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'

import { ArticleView } from './components/article-views'
import { AuthorView } from './components/author-views'
import styles from './components/content.module.css'
import { PageIntro } from './components/page-intro'
import { RichText } from './components/rich-text'
import { getArticleBySlug, getAuthorBySlug, getLandingPage, type Section } from './queries'

type Props = { params: Promise<Record<string, string>> }

const articlePaths: Record<Section, { pathname: InternalPathname; param: string }> = {
  blog: { pathname: '/blog/[slug]', param: 'slug' },
  news: { pathname: '/news-events/article/[event]', param: 'event' },
  press: { pathname: '/press-reviews/article/[event]', param: 'event' },
}

export function articleRoute(section: Section) {
  const { pathname, param } = articlePaths[section]
  async function load({ params }: Props) {
    const p = await params
    const locale = asLocale(p.locale)
    const article = await getArticleBySlug(section, p[param], locale)
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
    const { locale, author } = await load(props)
    setRequestLocale(locale)
    return <AuthorView locale={locale} author={author} />
  }
  return { generateMetadata, Page }
}

/** Landing pages at `/{slug}/` (DESIGN.md: below every other route; an unknown slug is a 404). */
export function landingRoute() {
  async function load({ params }: Props) {
    const p = await params
    const locale = asLocale(p.locale)
    const page = await getLandingPage(p.slug, locale)
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
        <RichText data={page.body} />
      </article>
    )
  }
  return { generateMetadata, Page }
}
