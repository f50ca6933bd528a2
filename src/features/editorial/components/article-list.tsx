import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import { Pagination } from '@/core/pagination'
import type { MetaKey } from '@/core/route-page'
import { articleHref } from '@/i18n/article-paths'
import { Link } from '@/i18n/link'
import { langUnlessPage, type Locale } from '@/i18n/locales'

import { isPastEvent } from '../events'
import { type ArticleSummary, listArticles, type Section } from '../queries'
import type { ListingTab } from '../tabs'
import { day, eventDates, localFormatter } from './article-dates'

import styles from './articles.module.css'
import prose from '@/core/prose.module.css'

/** One article in a listing: its date (an event's dates and place, a review's source), title and excerpt. */
async function ArticleCard({
  locale,
  article,
  now,
  headingLevel = 2,
}: {
  locale: Locale
  article: ArticleSummary
  now: Date
  headingLevel?: 2 | 3
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Editorial' }), localFormatter(locale)])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const past = article.event ? isPastEvent(article.event, now) : false
  // An article not yet written in this language shows Italian's texts: marked so.
  const lang = langUnlessPage(article.writtenIn, locale)
  return (
    <Link locale={locale} className={styles.card} href={articleHref(article.section, article.slug)}>
      {article.event ? (
        <p className={prose.eyebrow}>
          {past ? (
            <span className={styles.badge}>{t('pastEvent')}</span>
          ) : (
            <span className={styles.badgeLive}>{t('upcomingEvent')}</span>
          )}
          <time dateTime={article.event.startsAt}>
            {eventDates(format, article.event.startsAt, article.event.endsAt)}
          </time>
        </p>
      ) : article.press ? (
        <p className={prose.eyebrow}>
          {article.press.source}
          {article.press.date ? (
            <>
              {' · '}
              <time dateTime={article.press.date}>{day(format, article.press.date)}</time>
            </>
          ) : null}
        </p>
      ) : article.publishedAt ? (
        <p className={prose.eyebrow}>
          <time dateTime={article.publishedAt}>{day(format, article.publishedAt)}</time>
        </p>
      ) : null}
      <Heading className={styles.cardTitle} lang={lang}>
        {article.title}
      </Heading>
      {article.event?.place ? <p className={styles.place}>{article.event.place}</p> : null}
      <p className={styles.meta} lang={lang}>
        {article.excerpt}
      </p>
    </Link>
  )
}

export async function ArticleList({
  locale,
  articles,
  headingLevel,
}: {
  locale: Locale
  articles: ArticleSummary[]
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' })
  if (!articles.length) return <p className={prose.empty}>{t('empty')}</p>
  const now = new Date()
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard locale={locale} article={a} now={now} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** The tabs of news and events or of press reviews: links, the current one marked. */
export async function ListingTabs({ locale, tabs, current }: { locale: Locale; tabs: ListingTab[]; current: MetaKey }) {
  const [t, tEditorial] = await Promise.all([
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Editorial' }),
  ])
  return (
    <nav className={styles.tabs} aria-label={tEditorial('sections')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link locale={locale} href={tab.href} aria-current={tab.meta === current ? 'page' : undefined}>
              {t(`${tab.meta}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A listing of one section's articles, filtered by the tab's tags (any of them), paged with `?page=`. */
export async function ArticleListView({
  locale,
  section,
  tags,
  meta,
  tabs = [],
  page = 1,
  basePath,
  feed,
}: {
  locale: Locale
  section: Section
  tags?: string[]
  meta: MetaKey
  tabs?: ListingTab[]
  page?: number
  /** The listing's own path, for its pagination links. */
  basePath: string
  /** The RSS feed of the listing, when it has one. */
  feed?: string
}) {
  const [result, t, tEditorial] = await Promise.all([
    listArticles(locale, section, { tags, page }),
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Editorial' }),
  ])
  return (
    <section className={prose.page}>
      <PageIntro title={t(`${meta}.title`)} lead={t(`${meta}.description`)} />
      {tabs.length ? <ListingTabs locale={locale} tabs={tabs} current={meta} /> : null}
      {section === 'blog' ? (
        <p className={prose.links}>
          <Link locale={locale} href="/blog/authors">
            {tEditorial('allAuthors')}
          </Link>
        </p>
      ) : null}
      <ArticleList locale={locale} articles={result.articles} />
      <Pagination locale={locale} page={result.page} totalPages={result.totalPages} basePath={basePath} />
      {feed ? (
        <p className={styles.feed}>
          <a href={feed} type="application/rss+xml">
            {tEditorial('rss')}
          </a>
        </p>
      ) : null}
    </section>
  )
}
