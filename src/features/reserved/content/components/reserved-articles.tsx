import { Pagination } from '@/core/pagination'
import { ArticleList, listArticles, ListingTabs } from '@/features/editorial'
import type { Locale } from '@/i18n/locales'

import type { ReservedList } from '../sections'

/** A listing of reserved articles below its page's text: the tabs, one page of articles, the pagination. */
export async function ReservedArticles({
  locale,
  list,
  page,
  basePath,
}: {
  locale: Locale
  list: ReservedList
  page: number
  /** The listing's own path, for its pagination links. */
  basePath: string
}) {
  const result = await listArticles(locale, list.section, { tags: list.tags, page })
  return (
    <>
      <ListingTabs locale={locale} tabs={list.tabs} current={list.meta} />
      <ArticleList locale={locale} articles={result.articles} />
      <Pagination locale={locale} page={result.page} totalPages={result.totalPages} basePath={basePath} />
    </>
  )
}
