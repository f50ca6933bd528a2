/**
 * What the editorial feature offers the rest of the site on purpose: the reserved area shows its articles and its
 * CMS pages with the same listings, pages and queries, and lets editors preview its drafts as editorial does.
 * Other features import editorial only through this file.
 */
export { ArticleList, ListingTabs } from './components/article-list'
export { PreviewBanner } from './components/preview-banner'
export { StaticPageView } from './components/static-page-view'
export { listArticles, previewingEditor } from './queries'
export { articleRoute, cmsSeo, pageParam } from './routes'
export type { ListingTab } from './tabs'
