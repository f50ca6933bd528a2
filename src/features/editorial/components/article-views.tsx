import { getFormatter, getTranslations } from 'next-intl/server'

import { PageAlternates } from '@/features/site/alternates.client'
import type { MetaKey } from '@/features/site/route-page'
import type { LocalizedHrefs } from '@/features/site/seo'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { ListingTab } from '../tabs'
import { type ArticleDetail, type ArticleSummary, listArticles, type Section } from '../queries'
import styles from './content.module.css'
import { PageIntro } from './page-intro'
import { RichText } from './rich-text'

const articleHref = (section: Section, slug: string): Parameters<typeof Link>[0]['href'] =>
  section === 'blog'
    ? { pathname: '/blog/[slug]', params: { slug } }
    : section === 'press'
      ? { pathname: '/press-reviews/article/[event]', params: { event: slug } }
      : { pathname: '/news-events/article/[event]', params: { event: slug } }

export async function ArticleList({ locale, section, articles }: {
  locale: Locale
  section: Section
  articles: ArticleSummary[]
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Listing' }), getFormatter({ locale })])
  if (!articles.length) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <li key={a.slug}>
          <Link className={styles.card} href={articleHref(section, a.slug)}>
            {a.publishedAt ? (
              <p className={styles.meta}>
                <time dateTime={a.publishedAt}>{format.dateTime(new Date(a.publishedAt), { dateStyle: 'long' })}</time>
              </p>
            ) : null}
            <h2 className={styles.cardTitle}>{a.title}</h2>
            <p className={styles.meta}>{a.excerpt}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A listing of articles of one section, filtered by the tab's tags (spec §2). */
export async function ArticleListView({ locale, section, tags, meta, tabs = [] }: {
  locale: Locale
  section: Section
  tags?: string[]
  meta: MetaKey
  tabs?: ListingTab[]
}) {
  const [articles, t] = await Promise.all([
    listArticles(locale, section, tags),
    getTranslations({ locale, namespace: 'Meta' }),
  ])
  return (
    <section className={styles.page}>
      <PageIntro title={t(`${meta}.title`)} lead={t(`${meta}.description`)} />
      {tabs.length ? (
        <ul className={styles.links}>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <Link href={tab.href}>{t(`${tab.meta}.title`)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ArticleList locale={locale} section={section} articles={articles} />
    </section>
  )
}

export async function ArticleView({ locale, article, hrefs }: {
  locale: Locale
  article: ArticleDetail
  hrefs: LocalizedHrefs
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Listing' }), getFormatter({ locale })])
  const date = article.publishedAt ? format.dateTime(new Date(article.publishedAt), { dateStyle: 'long' }) : undefined
  return (
    <article className={styles.page}>
      <PageAlternates it={hrefs.it} en={hrefs.en} />
      <PageIntro eyebrow={date} title={article.title} lead={article.excerpt} />
      {article.author ? (
        <p className={styles.meta}>
          <Link href={{ pathname: '/blog/authors/[slug]', params: { slug: article.author.slug } }}>
            {t('byAuthor', { name: article.author.name })}
          </Link>
        </p>
      ) : null}
      <RichText data={article.body} />
    </article>
  )
}
