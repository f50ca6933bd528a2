import type { Href } from './navigation'
import type { InternalPathname } from './pathnames'
type ArticleRoute = { pathname: InternalPathname; param: string }

/** Where each public section's articles live and the name of their slug parameter. */
export const articlePaths = {
  blog: { pathname: '/blog/[slug]', param: 'slug' },
  news: { pathname: '/news-events/article/[event]', param: 'event' },
  press: { pathname: '/press-reviews/article/[event]', param: 'event' },
} as const satisfies Record<string, ArticleRoute>

/**
 * Where the reserved area's articles live (DESIGN.md, "Reserved area paths"): every training article, Maso
 * Matonari's and the winemakers' too, is read under the courses' path, as the spec names only that one.
 */
export const reservedArticlePaths = {
  'reserved-news': { pathname: '/reserved-area/news/[slug]', param: 'slug' },
  'reserved-training': { pathname: '/reserved-area/training/courses/[slug]', param: 'slug' },
  'reserved-tips': { pathname: '/reserved-area/the-wine/wine-list-tips/[slug]', param: 'slug' },
} as const satisfies Record<string, ArticleRoute>

/** The public sections of articles: the only ones the sitemap, the feeds and links in public text know. */
export type Section = keyof typeof articlePaths
/** The sections only logged-in trade customers read, never cached nor listed publicly. */
export type ReservedSection = keyof typeof reservedArticlePaths
export type ArticleSection = Section | ReservedSection

export const isSection = (value: unknown): value is Section => typeof value === 'string' && value in articlePaths

export const isReservedSection = (value: unknown): value is ReservedSection =>
  typeof value === 'string' && value in reservedArticlePaths

/** The route of a section's articles, public or reserved. */
export const articleRouteOf = (section: ArticleSection): ArticleRoute =>
  isReservedSection(section) ? reservedArticlePaths[section] : articlePaths[section]

/** An article's page, for `Link` and `getPathname`. */
export function articleHref(section: ArticleSection, slug: string): Href {
  const { pathname, param } = articleRouteOf(section)
  return { pathname, params: { [param]: slug } } as Href
}
