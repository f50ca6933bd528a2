import type { getPathname } from './navigation'
import type { InternalPathname } from './pathnames'

type Href = Parameters<typeof getPathname>[0]['href']

/** Where each section's articles live and the name of their slug parameter. */
export const articlePaths = {
  blog: { pathname: '/blog/[slug]', param: 'slug' },
  news: { pathname: '/news-events/article/[event]', param: 'event' },
  press: { pathname: '/press-reviews/article/[event]', param: 'event' },
} as const satisfies Record<string, { pathname: InternalPathname; param: string }>

/** The public sections of articles (the reserved area's are read elsewhere). */
export type Section = keyof typeof articlePaths

export const isSection = (value: unknown): value is Section => typeof value === 'string' && value in articlePaths

/** An article's page, for `Link` and `getPathname`. */
export function articleHref(section: Section, slug: string): Href {
  const { pathname, param } = articlePaths[section]
  return { pathname, params: { [param]: slug } } as Href
}
