import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './pagination.module.css'

/**
 * Previous/next pagination (spec §4): hidden with one page or fewer, previous disabled at page 1,
 * next disabled at the last page; paging changes the `page` query parameter.
 */
export async function Pagination({ locale, page, totalPages, basePath }: {
  locale: Locale
  page: number
  totalPages: number
  basePath: string
}) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Listing' })
  const href = (p: number) => (p <= 1 ? basePath : `${basePath}?page=${p}`)
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">{t('previous')}</a>
      ) : (
        <span aria-disabled="true">{t('previous')}</span>
      )}
      <span>{t('page', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <a href={href(page + 1)} rel="next">{t('next')}</a>
      ) : (
        <span aria-disabled="true">{t('next')}</span>
      )}
    </nav>
  )
}
