import 'server-only'

import type { MetadataRoute } from 'next'

import { siteUrl } from '@/core/metadata'
import { articlePaths } from '@/i18n/article-paths'
import { dimensionOfGroup, documentRoutes, listedGroups, listingRoutes } from '@/i18n/catalogue-paths'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { hrefsFor, internalPathnames, type RouteParams } from '@/i18n/route-table'

import { listLocalizedSlugs, type LocalizedSlugRow } from './queries'

/**
 * Routes that are no public page of their own: results of a form, mailed links, the 404, the reserved area and its
 * login.
 */
const excluded = (p: InternalPathname) =>
  p === '/page-not-found' ||
  p.startsWith('/reserved-area') ||
  p.startsWith('/login') ||
  /\/(request-sent|error|application-sent)$/.test(p) ||
  p.startsWith('/newsletter/') ||
  p.endsWith('/pdf')

function entry(pathname: InternalPathname, params: RouteParams | Record<Locale, RouteParams>, lastModified?: string) {
  const hrefs = hrefsFor(pathname, params)
  const base = siteUrl()
  const languages = {
    ...Object.fromEntries(locales.map((l) => [l, base + hrefs[l]])),
    'x-default': base + hrefs[defaultLocale],
  }
  return locales.map((locale) => ({
    url: base + hrefs[locale],
    lastModified: lastModified || undefined,
    alternates: { languages },
  }))
}

/** A route with one slug parameter, for every document of a list, in every language. */
const documentEntries = (route: { pathname: InternalPathname; param: string }, rows: LocalizedSlugRow[]) =>
  rows.flatMap((row) => {
    const params = Object.fromEntries(locales.map((l) => [l, { [route.param]: row.slugs[l] }])) as Record<
      Locale,
      RouteParams
    >
    return entry(route.pathname, params, row.updatedAt)
  })

const published = { _status: { equals: 'published' } }
const inSection = (section: string) => ({ and: [published, { section: { equals: section } }] })

/** Every public page of both languages with its alternates. */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const statics = internalPathnames.filter((p) => !p.includes('[') && !excluded(p)).flatMap((p) => entry(p, {}))
  const [products, producers, projects, catalogues, blog, news, press, authors, landings, terms] = await Promise.all([
    // Only products with a spirit type are shown on the site.
    listLocalizedSlugs('products', { spiritType: { exists: true } }),
    listLocalizedSlugs('producers'),
    listLocalizedSlugs('projects'),
    listLocalizedSlugs('catalogues'),
    listLocalizedSlugs('articles', inSection('blog')),
    listLocalizedSlugs('articles', inSection('news')),
    listLocalizedSlugs('articles', inSection('press')),
    listLocalizedSlugs('authors'),
    listLocalizedSlugs('pages', { and: [published, { kind: { equals: 'landing' } }] }),
    listLocalizedSlugs('taxonomy-terms', { group: { in: listedGroups } }, ['group']),
  ])
  const termsOf = (dimension: 'type' | 'color' | 'region' | 'country') =>
    terms.filter((row) => dimensionOfGroup(row.extra.group) === dimension)
  return [
    ...statics,
    ...documentEntries(documentRoutes.product, products),
    ...documentEntries(documentRoutes.producer, producers),
    ...documentEntries({ pathname: listingRoutes.producer, param: 'producer' }, producers),
    ...documentEntries(documentRoutes.project, projects),
    ...documentEntries(documentRoutes.projectCollection, projects),
    ...documentEntries(documentRoutes.catalogue, catalogues),
    ...documentEntries(articlePaths.blog, blog),
    ...documentEntries(articlePaths.news, news),
    ...documentEntries(articlePaths.press, press),
    ...documentEntries({ pathname: '/blog/authors/[slug]', param: 'slug' }, authors),
    ...documentEntries({ pathname: '/[slug]', param: 'slug' }, landings),
    ...(['type', 'color', 'region', 'country'] as const).flatMap((dimension) =>
      documentEntries({ pathname: listingRoutes[dimension], param: dimension }, termsOf(dimension)),
    ),
  ]
}
