import { getTranslations } from 'next-intl/server'

import { PageLink } from '@/components/ui/page-link'
import type { Locale } from '@/i18n/locales'

import styles from './pagination.module.css'

/** The main content's id (the skip link's target, focusable). */
const MAIN_ID = 'main'

/** A listing page's link: the route's path, its filters, and `page` past the first. */
export function pageHref(basePath: string, query: string, page: number): string {
  const params = new URLSearchParams(query)
  params.delete('page')
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${basePath}?${search}` : basePath
}

/**
 * Previous/next pagination: hidden with one page or fewer, previous disabled at page 1,
 * next disabled at the last page; paging changes the `page` query parameter and keeps the filters.
 */
export async function Pagination({
  locale,
  page,
  totalPages,
  basePath,
  query = '',
  focusId = MAIN_ID,
}: {
  locale: Locale
  page: number
  totalPages: number
  basePath: string
  /** The listing's filters as a query string (without `page`). */
  query?: string
  /** What takes the focus on the page a link leads to (the link leaves with its page): the main content by default. */
  focusId?: string
}) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Listing' })
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 ? (
        <PageLink className={styles.step} href={pageHref(basePath, query, page - 1)} rel="prev" data-focus={focusId}>
          {t('previous')}
        </PageLink>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {t('previous')}
        </span>
      )}
      <span className={styles.status}>{t('page', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <PageLink className={styles.step} href={pageHref(basePath, query, page + 1)} rel="next" data-focus={focusId}>
          {t('next')}
        </PageLink>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {t('next')}
        </span>
      )}
    </nav>
  )
}
