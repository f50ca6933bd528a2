'use client'

import { useTranslations } from 'next-intl'

import type { SearchAnswer } from './search-hooks.client'
import { SearchResultsList, type SearchResultsListProps } from './search-results.client'
import styles from './search.module.css'

/**
 * The results overlay under the header (spec §4): the two lists, "searching" until a first answer arrives,
 * or the no-results title (spec §8, also when the backend failed).
 */
export function SearchOverlay({ answer, ...list }: SearchResultsListProps & { answer: SearchAnswer | null }) {
  const t = useTranslations('Search')
  return (
    <div className={styles.overlay}>
      <div className={styles.overlayInner}>
        {list.options.length ? (
          <SearchResultsList {...list} />
        ) : !answer || list.busy ? (
          <p className={styles.loading}>{t('loading')}</p>
        ) : (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{t('noResults')}</h2>
            <p className={styles.emptyHint}>{t('noResultsHint', { query: answer.query })}</p>
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * Announces the result count politely. Always mounted (a live region must exist before it speaks); `answer`
 * is null while there is nothing current to announce.
 */
export function SearchStatus({ answer }: { answer: SearchAnswer | null }) {
  const t = useTranslations('Search')
  const { products, producers } = answer?.results ?? { products: [], producers: [] }
  const text = !answer
    ? ''
    : products.length || producers.length
      ? t('summary', { products: products.length, producers: producers.length })
      : t('noResults')
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  )
}
