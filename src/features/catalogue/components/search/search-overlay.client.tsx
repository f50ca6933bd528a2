'use client'

import { useTranslations } from 'next-intl'

import type { SearchAnswer } from './search-hooks.client'
import { SearchResultsList, type SearchResultsListProps } from './search-results.client'

import styles from './search.module.css'

export type SearchOverlayProps = SearchResultsListProps & { answer: SearchAnswer | null }

/**
 * The results overlay under the header: the two lists, "searching" until a first answer arrives,
 * or the no-results title (also when the backend failed). Part of `SearchPopup`, which `SiteSearchClient` loads
 * when the visitor first heads for the search.
 */
export function SearchOverlay({ answer, ...list }: SearchOverlayProps) {
  const t = useTranslations('Search')
  return (
    <div className={styles.overlay}>
      <div className={styles.overlayInner}>
        {list.options.length ? (
          <SearchResultsList {...list} more={answer?.results.more} />
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
