import 'server-only'

import { unstable_cache } from 'next/cache'

import { shownProducts } from '@/cms/access'
import { siteUrl } from '@/core/metadata'
import { listedRouteSlugs } from '@/features/catalogue'
import { articlePaths } from '@/i18n/article-paths'
import { dimensionOfGroup, documentRoutes, listedGroups, listingRoutes } from '@/i18n/catalogue-paths'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { hrefsFor, internalPathnames, type RouteParams } from '@/i18n/route-table'
import { cacheTags } from '@/lib/cache-tags'
import { escapeXml } from '@/lib/escape-html'

import { listLocalizedSlugs, type LocalizedSlugRow, type SluggedCollection } from './queries'

/**
 * The sitemaps (issue 15, item 5): an index at `/sitemap.xml` and files at `/sitemaps/{kind}-{n}.xml`, split by kind
 * (products, producers, articles, pages) and at most 50,000 URLs each, the sitemaps protocol's limit. Every public
 * page in both languages with its alternates and, for documents, their last change. The documents are read through
 * queries tagged with their collections, so an edit shows in the sitemaps at the next request.
 */

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000

export const sitemapKinds = ['pages', 'products', 'producers', 'articles'] as const
export type SitemapKind = (typeof sitemapKinds)[number]

export type SitemapEntry = { url: string; lastModified?: string; alternates: Record<string, string> }

/**
 * Routes that are no public page of their own: results of a form, mailed links, the 404, the reserved area and its
 * login, the search's results.
 */
const excluded = (p: InternalPathname) =>
  p === '/page-not-found' ||
  p === '/search' ||
  p.startsWith('/reserved-area') ||
  p.startsWith('/login') ||
  /\/(request-sent|error|application-sent)$/.test(p) ||
  p.startsWith('/newsletter/') ||
  p.endsWith('/pdf')

function entry(
  pathname: InternalPathname,
  params: RouteParams | Record<Locale, RouteParams>,
  lastModified?: string,
): SitemapEntry[] {
  const hrefs = hrefsFor(pathname, params)
  const base = siteUrl()
  const alternates = {
    ...Object.fromEntries(locales.map((l) => [l, base + hrefs[l]])),
    'x-default': base + hrefs[defaultLocale],
  }
  return locales.map((locale) => ({ url: base + hrefs[locale], lastModified: lastModified || undefined, alternates }))
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

/** A collection's slugs, cached under the collection's tag: an edit expires them, and with them the sitemaps. */
function slugsOf(collection: SluggedCollection, key: string, where?: Record<string, unknown>, extra: string[] = []) {
  return unstable_cache(() => listLocalizedSlugs(collection, where, extra), ['sitemap-slugs', collection, key], {
    tags: [cacheTags.collection(collection), cacheTags.anyDocument(collection)],
  })()
}

const builders: Record<SitemapKind, () => Promise<SitemapEntry[]>> = {
  async pages() {
    const statics = internalPathnames.filter((p) => !p.includes('[') && !excluded(p)).flatMap((p) => entry(p, {}))
    const [projects, catalogues, authors, landings, terms, listed] = await Promise.all([
      slugsOf('projects', 'all'),
      slugsOf('catalogues', 'all'),
      slugsOf('authors', 'all'),
      slugsOf('pages', 'landings', { and: [published, { kind: { equals: 'landing' } }] }),
      slugsOf('taxonomy-terms', 'listed', { group: { in: listedGroups } }, ['group']),
      // Only the values some shown product has: a region with none is a page of "no products" (spec §7).
      listedRouteSlugs(),
    ])
    const dimensions = ['type', 'color', 'region', 'country'] as const
    const termsOf = (dimension: (typeof dimensions)[number]) =>
      terms.filter((row) => dimensionOfGroup(row.extra.group) === dimension && listed[dimension].has(row.slugs.it))
    return [
      ...statics,
      ...documentEntries({ pathname: '/[slug]', param: 'slug' }, landings),
      ...documentEntries(documentRoutes.project, projects),
      ...documentEntries(documentRoutes.projectCollection, projects),
      ...documentEntries(documentRoutes.catalogue, catalogues),
      ...documentEntries({ pathname: '/blog/authors/[slug]', param: 'slug' }, authors),
      ...dimensions.flatMap((dimension) =>
        documentEntries({ pathname: listingRoutes[dimension], param: dimension }, termsOf(dimension)),
      ),
    ]
  },
  // Only products with a spirit type are shown on the site.
  products: async () => documentEntries(documentRoutes.product, await slugsOf('products', 'shown', shownProducts)),
  async producers() {
    const producers = await slugsOf('producers', 'all')
    return [
      ...documentEntries(documentRoutes.producer, producers),
      ...documentEntries({ pathname: listingRoutes.producer, param: 'producer' }, producers),
    ]
  },
  async articles() {
    const [blog, news, press] = await Promise.all([
      slugsOf('articles', 'blog', inSection('blog')),
      slugsOf('articles', 'news', inSection('news')),
      slugsOf('articles', 'press', inSection('press')),
    ])
    return [
      ...documentEntries(articlePaths.blog, blog),
      ...documentEntries(articlePaths.news, news),
      ...documentEntries(articlePaths.press, press),
    ]
  },
}

/** A sitemap file's name in the index and its address. */
export const sitemapFileName = (kind: SitemapKind, n: number) => `${kind}-${n}.xml`
export const sitemapFilePath = (kind: SitemapKind, n: number) => `/sitemaps/${sitemapFileName(kind, n)}`

/** The kind and number of a file's name (`products-2.xml`), or null for any other name. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; n: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(name)
  if (!m || !(sitemapKinds as readonly string[]).includes(m[1]!)) return null
  return { kind: m[1] as SitemapKind, n: Number(m[2]) }
}

const newest = (entries: SitemapEntry[]) =>
  entries.reduce<string | undefined>(
    (max, e) => (e.lastModified && (!max || e.lastModified > max) ? e.lastModified : max),
    undefined,
  )

/** A kind's entries cut into files of at most `max` URLs: one file at least, empty or not. */
export function splitIntoFiles<T>(entries: T[], max = SITEMAP_MAX_URLS): T[][] {
  const files: T[][] = []
  for (let i = 0; i < entries.length; i += max) files.push(entries.slice(i, i + max))
  return files.length ? files : [[]]
}

/** The index: every file of every kind, with the last change of what it lists. */
export async function sitemapIndex(): Promise<{ url: string; lastModified?: string }[]> {
  const kinds = await Promise.all(sitemapKinds.map(async (kind) => ({ kind, entries: await builders[kind]() })))
  return kinds.flatMap(({ kind, entries }) =>
    splitIntoFiles(entries).map((file, i) => ({
      url: siteUrl() + sitemapFilePath(kind, i + 1),
      lastModified: newest(file),
    })),
  )
}

/** The entries of one file, or null when there is no such file. */
export async function sitemapFile(kind: SitemapKind, n: number): Promise<SitemapEntry[] | null> {
  return splitIntoFiles(await builders[kind]())[n - 1] ?? null
}

function lastmod(value?: string): string {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : ''
}

/** A sitemap file's XML, with each page's language alternates (xhtml:link). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const links = Object.entries(e.alternates)
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />`)
      .join('')
    return `<url><loc>${escapeXml(e.url)}</loc>${lastmod(e.lastModified)}${links}</url>`
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}

/** The sitemap index's XML. */
export function sitemapIndexXml(files: { url: string; lastModified?: string }[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(f.url)}</loc>${lastmod(f.lastModified)}</sitemap>`)
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  )
}
