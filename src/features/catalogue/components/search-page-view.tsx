import { getTranslations } from 'next-intl/server'

import { PageLink } from '@/components/ui/page-link'
import { PageIntro } from '@/core/page-intro'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { SEARCH_MAX_LENGTH, searchWords } from '@/i18n/search-paths'
import { answerWithStatus } from '@/lib/request-context'

import { SEARCH_LIMIT } from '../catalogue-index/search'
import { searchProducts } from '../queries'
import { searchPageRefused } from '../search-limit'
import { ProductGrid } from './product-grid'
import { listHeading, summaryValues } from './search/search-summary'

import styles from './search-page.module.css'

/**
 * The search's page: a GET form (it works without JavaScript) and, for a query, the same products and producers
 * the header's search shows, at most 50 of each (saying so when a list had more), or the no-results message. A client over its limit of searches
 * (search-limit.ts) gets the form and a sentence instead, with status 429.
 */
export async function SearchPageView({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const words = searchWords(query)
  const refused = words ? await searchPageRefused() : false
  if (refused) answerWithStatus(429)
  const results = words && !refused ? await searchProducts(words, locale) : null
  const found = results ? results.products.length + results.producers.length : 0
  return (
    <section className={styles.page}>
      <PageIntro title={t('pageTitle')} lead={words ? t('resultsFor', { query: words }) : t('pageLead')} />
      <form className={styles.form} method="get" action={localizePath('/search', locale)} role="search">
        <label className="visually-hidden" htmlFor="search-page-q">
          {t('label')}
        </label>
        <input
          id="search-page-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={words}
          placeholder={t('placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          {t('toggle')}
        </button>
      </form>
      {refused ? (
        <p className={styles.none} role="alert">
          {t('tooMany')}
        </p>
      ) : null}
      {results && found === 0 ? (
        <div className={styles.none} role="status">
          <h2>{t('noResults')}</h2>
          <p>{t('noResultsHint', { query: words })}</p>
        </div>
      ) : null}
      {results && found > 0 ? (
        <>
          <p className={styles.summary} role="status">
            {t('summary', summaryValues(results))}
          </p>
          {results.more.products || results.more.producers ? (
            <p className={styles.summary}>{t('limited', { limit: SEARCH_LIMIT })}</p>
          ) : null}
          {results.producers.length ? (
            <section aria-labelledby="search-page-producers">
              <h2 id="search-page-producers" className={styles.heading}>
                {t(listHeading('producers', results.more), { count: results.producers.length })}
              </h2>
              <ul className={styles.producers}>
                {results.producers.map((p) => (
                  <li key={p.code}>
                    <PageLink href={localizePath('/producers/producer/[producer]', locale, { producer: p.slug })}>
                      {p.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {results.products.length ? (
            <section aria-labelledby="search-page-products">
              <h2 id="search-page-products" className={styles.heading}>
                {t(listHeading('products', results.more), { count: results.products.length })}
              </h2>
              <ProductGrid locale={locale} cards={results.products} headingLevel={3} />
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
