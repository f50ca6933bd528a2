/**
 * What the editorial feature offers the rest of the site on purpose: the reserved area shows its articles and its
 * CMS pages with the same listings, pages and queries. Other features import editorial only through this file.
 */
export { ArticleList, ListingTabs } from './components/article-list'
export { StaticPageView } from './components/static-page-view'
export { listArticles } from './queries'
export { articleRoute, pageParam } from './routes'
export type { ListingTab } from './tabs'
