import { listingQueryOfSegments } from './listing-paths'
import { type Locale, splitLocale } from './locales'
import { localizePath, matchCurrentPath, matchPublicPath } from './route-table'
import { searchQueryOfSegments } from './search-paths'
import { sharedPages } from './shared-pages'

/**
 * The same page in the other language, from the route table: what the language switcher's link says in the server's
 * HTML, from the path the server renders (`/it/products/sheet/x`). A page whose parameters differ per language (a
 * product's slugs) names its own alternates in the head, which the switcher follows in the browser.
 *
 * `segments`: the internal route being rendered (useSelectedLayoutSegments). The 404 page is one render for every
 * unknown path, kept in Next's cache: its link must not come from the path it was rendered for (it was the first
 * visitor's path, shown to everyone after). A landing page's slug is its own in each language, which the route table
 * does not know: its link keeps the slug under the other language's prefix, an address the landing page answers with
 * a permanent redirect to its slug in that language (or with the page, where both slugs are the same), until the
 * browser reads the page's alternate. A product listing keeps its state (page number, filters), and the search page
 * its words, which their internal paths carry.
 */
export function alternatePath(path: string, target: Locale, segments: readonly string[] = []): string {
  // A Map: a segment is any visitor's path segment (`valueOf` found an object's own function, a 500).
  const shared = segments.map((segment) => sharedPages.get(segment)).find(Boolean)
  if (shared) return localizePath(shared, target)
  const match = matchCurrentPath(path)
  if (!match) return localizePath('/', target)
  try {
    // The internal path below its locale, or (where `path` is the public one, without the query) the internal
    // route's segments below its groups: either carries a listing's state or the search page's words.
    const own = [path.split('/').filter(Boolean).slice(1), segments.filter((segment) => !segment.startsWith('('))]
    const query = own.map((s) => listingQueryOfSegments(s) || searchQueryOfSegments(s)).find(Boolean)
    return localizePath(match.pathname, target, match.params) + (query ? `?${query}` : '')
  } catch {
    return localizePath('/', target)
  }
}

/**
 * An editor's link on a page in `locale`: a path of this site that names the other language's page leads to the same
 * page in this language. A link field without a value of its own in one language shows the other's (the CMS's
 * fallback): English pages linked the Italian listing and the Italian landing page (the eighth check from outside).
 * A landing page's or a sheet's slug is kept, under this language's path, which answers with a permanent redirect
 * to its own slug. Anything that is no page of the site (a file, another site) is left as it is.
 */
export function linkInLocale(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const hashAt = href.indexOf('#')
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt)
  if (splitLocale(path).locale === locale || !matchPublicPath(path)) return href
  return `${alternatePath(path, locale)}${query}${hash}`
}
