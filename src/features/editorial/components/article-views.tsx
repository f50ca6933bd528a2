import { getFormatter, getTranslations } from 'next-intl/server'

import { Pagination } from '@/features/catalogue/components/pagination'
import { PageAlternates } from '@/features/site/alternates.client'
import { JsonLd } from '@/features/site/json-ld'
import type { MetaKey } from '@/features/site/route-page'
import { type LocalizedHrefs, siteUrl } from '@/features/site/seo'
import { type Locale, localeTags } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { companyName } from '@/lib/company'

import { eventJsonLd, isPastEvent } from '../events'
import { type ArticleDetail, type ArticleSummary, listArticles, listRelatedArticles, type Section } from '../queries'
import type { ListingTab } from '../tabs'
import styles from './content.module.css'
import { PageIntro } from './page-intro'
import { RichText } from './rich-text'

export const articleHref = (section: Section, slug: string) =>
  section === 'blog'
    ? ({ pathname: '/blog/[slug]', params: { slug } } as const)
    : section === 'press'
      ? ({ pathname: '/press-reviews/article/[event]', params: { event: slug } } as const)
      : ({ pathname: '/news-events/article/[event]', params: { event: slug } } as const)

type Format = Awaited<ReturnType<typeof getFormatter>>

const day = (format: Format, iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' })

/** "5 dicembre 2026, 10:00 – 17:00" or "12 – 15 aprile 2026": an event's dates, as short as they can be. */
function eventDates(format: Format, startsAt: string, endsAt: string | null) {
  const start = new Date(startsAt)
  if (!endsAt) return format.dateTime(start, { dateStyle: 'long', timeStyle: 'short' })
  const end = new Date(endsAt)
  const sameDay = format.dateTime(start, { dateStyle: 'short' }) === format.dateTime(end, { dateStyle: 'short' })
  return sameDay
    ? `${format.dateTime(start, { dateStyle: 'long', timeStyle: 'short' })} – ${format.dateTime(end, { timeStyle: 'short' })}`
    : format.dateTimeRange(start, end, { dateStyle: 'long' })
}

/** One article in a listing: its date (an event's dates and place, a review's source), title and excerpt. */
async function ArticleCard({ locale, article, now, headingLevel = 2 }: {
  locale: Locale
  article: ArticleSummary
  now: Date
  headingLevel?: 2 | 3
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Editorial' }), getFormatter({ locale })])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const past = article.event ? isPastEvent(article.event, now) : false
  return (
    <Link className={styles.card} href={articleHref(article.section, article.slug)}>
      {article.event ? (
        <p className={styles.eyebrow}>
          {past ? <span className={styles.badge}>{t('pastEvent')}</span> : <span className={styles.badgeLive}>{t('upcomingEvent')}</span>}
          <time dateTime={article.event.startsAt}>{eventDates(format, article.event.startsAt, article.event.endsAt)}</time>
        </p>
      ) : article.press ? (
        <p className={styles.eyebrow}>
          {article.press.source}
          {article.press.date ? (
            <>
              {' · '}
              <time dateTime={article.press.date}>{day(format, article.press.date)}</time>
            </>
          ) : null}
        </p>
      ) : article.publishedAt ? (
        <p className={styles.eyebrow}>
          <time dateTime={article.publishedAt}>{day(format, article.publishedAt)}</time>
        </p>
      ) : null}
      <Heading className={styles.cardTitle}>{article.title}</Heading>
      {article.event?.place ? <p className={styles.place}>{article.event.place}</p> : null}
      <p className={styles.meta}>{article.excerpt}</p>
    </Link>
  )
}

export async function ArticleList({ locale, articles, headingLevel }: {
  locale: Locale
  articles: ArticleSummary[]
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' })
  if (!articles.length) return <p className={styles.empty}>{t('empty')}</p>
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

/** The tabs of news and events or of press reviews (spec §2): links, the current one marked. */
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
            <Link href={tab.href} aria-current={tab.meta === current ? 'page' : undefined}>
              {t(`${tab.meta}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A listing of one section's articles, filtered by the tab's tags (spec §2), paged with `?page=`. */
export async function ArticleListView({ locale, section, tags, meta, tabs = [], page = 1, basePath, feed }: {
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
    <section className={styles.page}>
      <PageIntro title={t(`${meta}.title`)} lead={t(`${meta}.description`)} />
      {tabs.length ? <ListingTabs locale={locale} tabs={tabs} current={meta} /> : null}
      {section === 'blog' ? (
        <p className={styles.links}>
          <Link href="/blog/authors">{tEditorial('allAuthors')}</Link>
        </p>
      ) : null}
      <ArticleList locale={locale} articles={result.articles} />
      <Pagination locale={locale} page={result.page} totalPages={result.totalPages} basePath={basePath} />
      {feed ? (
        <p className={styles.feed}>
          <a href={feed} type="application/rss+xml">{tEditorial('rss')}</a>
        </p>
      ) : null}
    </section>
  )
}

/** An article's page: date, author and read time (blog), event or review facts, text, labels, links. */
export async function ArticleView({ locale, article, hrefs }: {
  locale: Locale
  article: ArticleDetail
  hrefs: LocalizedHrefs
}) {
  const [t, tListing, format, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Editorial' }),
    getTranslations({ locale, namespace: 'Listing' }),
    getFormatter({ locale }),
    article.section === 'press' ? Promise.resolve([]) : listRelatedArticles(locale, article.section, article.id),
  ])
  const date = article.publishedAt ? day(format, article.publishedAt) : undefined
  const past = article.event ? isPastEvent(article.event, new Date()) : false
  const url = new URL(hrefs[locale], siteUrl()).toString()
  return (
    <article className={styles.page}>
      <PageAlternates it={hrefs.it} en={hrefs.en} />
      {article.event ? (
        <JsonLd
          data={[
            eventJsonLd({
              title: article.title,
              description: article.excerpt,
              event: article.event,
              url,
              language: localeTags[locale],
              organizer: { name: companyName, url: new URL('/', siteUrl()).toString() },
            }),
          ]}
        />
      ) : null}
      <PageIntro eyebrow={article.press ? article.press.source : date} title={article.title} lead={article.excerpt}>
        {article.section === 'blog' ? (
          <p className={styles.byline}>
            {article.author ? (
              <Link href={{ pathname: '/blog/authors/[slug]', params: { slug: article.author.slug } }}>
                {tListing('byAuthor', { name: article.author.name })}
              </Link>
            ) : null}
            <span>{t('readTime', { minutes: article.readMinutes })}</span>
          </p>
        ) : null}
        {article.topics.length ? (
          <ul className={styles.labels} aria-label={t('topics')}>
            {article.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        ) : null}
      </PageIntro>

      {article.event ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('when')}</dt>
            <dd>
              <time dateTime={article.event.startsAt}>{eventDates(format, article.event.startsAt, article.event.endsAt)}</time>
              {past ? <span className={styles.badge}>{t('pastEvent')}</span> : null}
            </dd>
          </div>
          {article.event.place ? (
            <div>
              <dt>{t('where')}</dt>
              <dd>{article.event.place}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {article.press ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('source')}</dt>
            <dd>{article.press.source}</dd>
          </div>
          {article.press.date ? (
            <div>
              <dt>{t('date')}</dt>
              <dd>
                <time dateTime={article.press.date}>{day(format, article.press.date)}</time>
              </dd>
            </div>
          ) : null}
          {article.press.url ? (
            <div>
              <dt>{t('original')}</dt>
              <dd>
                <a href={article.press.url} rel="noopener noreferrer" target="_blank">
                  {t('readOriginal', { source: article.press.source })}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <RichText data={article.body} locale={locale} />

      {article.products.length || article.producers.length ? (
        <aside className={styles.mentions} aria-labelledby="mentions-title">
          <h2 id="mentions-title" className={styles.sectionTitle}>{t('mentions')}</h2>
          <ul>
            {article.products.map((p) => (
              <li key={`product-${p.slug}`}>
                <Link href={{ pathname: '/products/sheet/[product]', params: { product: p.slug } }}>{p.title}</Link>
              </li>
            ))}
            {article.producers.map((p) => (
              <li key={`producer-${p.slug}`}>
                <Link href={{ pathname: '/producers/producer/[producer]', params: { producer: p.slug } }}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}

      {related.length ? (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.sectionTitle}>{t('related')}</h2>
          <ArticleList locale={locale} articles={related} headingLevel={3} />
        </section>
      ) : null}
    </article>
  )
}
