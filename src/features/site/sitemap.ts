import 'server-only'

import type { MetadataRoute } from 'next'

import { dimensionOfGroup, filterPathnames } from '@/features/catalogue/filter-routes'
import type { InternalPathname } from '@/i18n/pathnames'
import { internalPathnames, type RouteParams } from '@/i18n/route-table'

import { listLocalizedSlugs, type LocalizedSlugRow } from './queries'
import { hrefsFor, siteUrl } from './seo'

/** Routes that are no public page of their own: results of a form, the 404, the reserved area. */
const excluded = (p: InternalPathname) =>
  p === '/page-not-found' ||
  p.startsWith('/reserved-area') ||
  /\/(request-sent|error|application-sent)$/.test(p) ||
  p.endsWith('/pdf')

function entry(pathname: InternalPathname, params: RouteParams | Record<'it' | 'en', RouteParams>, lastModified?: string) {
  const hrefs = hrefsFor(pathname, params)
  const base = siteUrl()
  return (['it', 'en'] as const).map((locale) => ({
    url: base + hrefs[locale],
    lastModified: lastModified || undefined,
    alternates: { languages: { it: base + hrefs.it, en: base + hrefs.en, 'x-default': base + hrefs.it } },
  }))
}

const perLocale = (param: string, row: LocalizedSlugRow) => ({
  it: { [param]: row.slugs.it },
  en: { [param]: row.slugs.en },
})

/** Every public page of both languages with its alternates (spec §2, SEO). */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const statics = internalPathnames.filter((p) => !p.includes('[') && !excluded(p)).flatMap((p) => entry(p, {}))
  const published = { _status: { equals: 'published' } }
  const [products, producers, projects, catalogues, blog, news, press, authors, landings, terms] = await Promise.all([
    listLocalizedSlugs('products', { spiritType: { exists: true } }),
    listLocalizedSlugs('producers'),
    listLocalizedSlugs('projects'),
    listLocalizedSlugs('catalogues'),
    listLocalizedSlugs('articles', { and: [published, { section: { equals: 'blog' } }] }),
    listLocalizedSlugs('articles', { and: [published, { section: { equals: 'news' } }] }),
    listLocalizedSlugs('articles', { and: [published, { section: { equals: 'press' } }] }),
    listLocalizedSlugs('authors'),
    listLocalizedSlugs('pages', { and: [published, { kind: { equals: 'landing' } }] }),
    listLocalizedSlugs('taxonomy-terms', { group: { in: ['type', 'typespirits', 'color', 'region', 'country'] } }, ['group']),
  ])
  return [
    ...statics,
    ...products.flatMap((r) => entry('/products/sheet/[product]', perLocale('product', r), r.updatedAt)),
    ...producers.flatMap((r) => [
      ...entry('/producers/producer/[producer]', perLocale('producer', r), r.updatedAt),
      ...entry('/products/producer/[producer]', perLocale('producer', r), r.updatedAt),
    ]),
    ...projects.flatMap((r) => [
      ...entry('/our-projects/[project]', perLocale('project', r), r.updatedAt),
      ...entry('/our-projects/[project]/collection', perLocale('project', r), r.updatedAt),
    ]),
    ...catalogues.flatMap((r) => entry('/catalogues/[catalogue]', perLocale('catalogue', r), r.updatedAt)),
    ...blog.flatMap((r) => entry('/blog/[slug]', perLocale('slug', r), r.updatedAt)),
    ...news.flatMap((r) => entry('/news-events/article/[event]', perLocale('event', r), r.updatedAt)),
    ...press.flatMap((r) => entry('/press-reviews/article/[event]', perLocale('event', r), r.updatedAt)),
    ...authors.flatMap((r) => entry('/blog/authors/[slug]', perLocale('slug', r), r.updatedAt)),
    ...landings.flatMap((r) => entry('/[slug]', perLocale('slug', r), r.updatedAt)),
    ...terms.flatMap((r) => {
      const dimension = dimensionOfGroup(r.extra.group)
      return entry(filterPathnames[dimension], perLocale(dimension, r), r.updatedAt)
    }),
  ]
}
