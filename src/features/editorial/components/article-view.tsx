import { getTranslations } from 'next-intl/server'

import { UntranslatedNotice } from '@/components/ui/untranslated-notice'
import { CoverPicture } from '@/core/cover-picture'
import { JsonLd } from '@/core/json-ld'
import { siteUrl } from '@/core/metadata'
import { PageIntro } from '@/core/page-intro'
import { RichText } from '@/core/rich-text'
import { isReservedSection } from '@/i18n/article-paths'
import { documentHref } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import { langUnlessPage, type Locale, localeTags } from '@/i18n/locales'
import { hrefsFor, type LocalizedHrefs } from '@/i18n/route-table'
import { companyName } from '@/lib/company'

import { articleJsonLd } from '../article-json-ld'
import { eventJsonLd, isPastEvent } from '../events'
import { type ArticleDetail, listRelatedArticles } from '../queries'
import { day, eventDates, localFormatter } from './article-dates'
import { ArticleList } from './article-list'

import styles from './articles.module.css'
import prose from '@/core/prose.module.css'

/** An article's page: date, author and read time (blog), event or review facts, text, labels, links. */
export async function ArticleView({
  locale,
  article,
  hrefs,
}: {
  locale: Locale
  article: ArticleDetail
  hrefs: LocalizedHrefs
}) {
  const [t, tListing, format, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Editorial' }),
    getTranslations({ locale, namespace: 'Listing' }),
    localFormatter(locale),
    article.section === 'press'
      ? Promise.resolve([])
      : listRelatedArticles(locale, {
          id: article.id,
          section: article.section,
          topicIds: article.topicIds,
          author: article.author,
        }),
  ])
  const date = article.publishedAt ? day(format, article.publishedAt) : undefined
  const past = article.event ? isPastEvent(article.event, new Date()) : false
  const url = new URL(hrefs[locale], siteUrl()).toString()
  // Not yet written in this language: its texts are Italian's, and say so.
  const foreign = langUnlessPage(article.writtenIn, locale)
  return (
    <article className={prose.page}>
      {article.event ? (
        <JsonLd
          data={[
            eventJsonLd({
              title: article.title,
              description: article.excerpt,
              event: article.event,
              url,
              language: localeTags[article.writtenIn],
              organizer: { name: companyName, url: new URL('/', siteUrl()).toString() },
            }),
          ]}
        />
      ) : isReservedSection(article.section) ? null : (
        <JsonLd
          data={[
            articleJsonLd({
              article,
              url,
              language: localeTags[article.writtenIn],
              authorUrl: article.author
                ? new URL(hrefsFor('/blog/authors/[slug]', { slug: article.author.slug })[locale], siteUrl()).toString()
                : null,
              publisher: { name: companyName, url: new URL('/', siteUrl()).toString() },
              origin: siteUrl(),
            }),
          ]}
        />
      )}
      <PageIntro
        eyebrow={article.press ? article.press.source : date}
        title={article.title}
        lead={article.excerpt}
        lang={foreign}
      >
        {foreign ? <UntranslatedNotice>{t('writtenInItalian')}</UntranslatedNotice> : null}
        {article.section === 'blog' ? (
          <p className={styles.byline}>
            {article.author ? (
              <Link locale={locale} href={{ pathname: '/blog/authors/[slug]', params: { slug: article.author.slug } }}>
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

      {article.cover ? (
        <figure className={styles.cover}>
          <CoverPicture image={article.cover} sizes="(min-width: 760px) 42rem, calc(100vw - 2rem)" priority />
        </figure>
      ) : null}

      {article.event ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('when')}</dt>
            <dd>
              <time dateTime={article.event.startsAt}>
                {eventDates(format, article.event.startsAt, article.event.endsAt)}
              </time>
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

      <RichText data={article.body} locale={locale} writtenIn={article.writtenIn} />

      {article.products.length || article.producers.length ? (
        <aside className={styles.mentions} aria-labelledby="mentions-title">
          <h2 id="mentions-title" className={prose.sectionTitle}>
            {t('mentions')}
          </h2>
          <ul>
            {article.products.map((p) => (
              <li key={`product-${p.slug}`}>
                <Link locale={locale} href={documentHref('product', p.slug)}>
                  {p.title}
                </Link>
              </li>
            ))}
            {article.producers.map((p) => (
              <li key={`producer-${p.slug}`}>
                <Link locale={locale} href={documentHref('producer', p.slug)}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}

      {related.length ? (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={prose.sectionTitle}>
            {t('related')}
          </h2>
          <ArticleList locale={locale} articles={related} headingLevel={3} />
        </section>
      ) : null}
    </article>
  )
}
