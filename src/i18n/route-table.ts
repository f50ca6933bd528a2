import { listingInternalPath, matchListingInternalPath } from './listing-paths'
import { defaultLocale, leadingLocale, type Locale, locales, splitLocale } from './locales'
import { type NavMatch, navPath } from './nav-match'
import { type InternalPathname, pathnames } from './pathnames'
import { matchSearchInternalPath } from './search-paths'

/** Pure route-table helpers shared by the proxy, the sitemap, the language switcher and the tests. */

export type RouteParams = Record<string, string>
export type RouteMatch = { locale: Locale; pathname: InternalPathname; params: RouteParams }

export const internalPathnames = Object.keys(pathnames) as InternalPathname[]

/**
 * The first segment of every internal route, and the routes no public path names (the error pages, tests and
 * benchmarks): Next prefers such a named folder to `[slug]`, so a landing page can never have one as its slug.
 */
export const internalRouteNames: ReadonlySet<string> = new Set([
  ...internalPathnames.map((p) => p.split('/')[1] ?? '').filter((name) => name && !name.startsWith('[')),
  'server-error',
  'error-probe',
  'bench-static',
])

export function localizedTemplate(pathname: InternalPathname, locale: Locale): string {
  const entry = pathnames[pathname] as string | Record<Locale, string>
  return typeof entry === 'string' ? entry : entry[locale]
}

export type LocalizedHrefs = Record<Locale, string>

/** The page's path in each language; `params` may differ per language (a product's slugs). */
export function hrefsFor(
  pathname: InternalPathname,
  params: RouteParams | Record<Locale, RouteParams> = {},
): LocalizedHrefs {
  const perLocale = (locale: Locale): RouteParams =>
    locale in params ? (params as Record<Locale, RouteParams>)[locale] : (params as RouteParams)
  return Object.fromEntries(locales.map((l) => [l, localizePath(pathname, l, perLocale(l))])) as LocalizedHrefs
}

/** The public URL path of a route: English under `/en`, Italian without prefix, always ending with `/`. */
export function localizePath(pathname: InternalPathname, locale: Locale, params: RouteParams = {}): string {
  const filled = localizedTemplate(pathname, locale).replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name]
    if (!value) throw new Error(`Missing route parameter "${name}" for ${pathname}`)
    return encodeURIComponent(value)
  })
  const prefixed = locale === defaultLocale ? filled : `/${locale}${filled === '/' ? '' : filled}`
  return prefixed.endsWith('/') ? prefixed : `${prefixed}/`
}

type Compiled = { pathname: InternalPathname; segments: string[] }

export const segmentsOf = (template: string) => template.split('/').filter(Boolean)

/** A path's segments, decoded; null when an escape does not decode. */
export function decodedSegments(path: string): string[] | null {
  try {
    return segmentsOf(path).map(decodeURIComponent)
  } catch {
    return null
  }
}

// A static segment wins over a parameter: `/blog/autori/` is the author list, not an article.
const bySpecificity = (a: Compiled, b: Compiled) => {
  const statics = (r: Compiled) => r.segments.filter((s) => !s.startsWith('[')).length
  return statics(b) - statics(a) || b.segments.length - a.segments.length
}

const publicRoutes = Object.fromEntries(
  locales.map((locale) => [
    locale,
    internalPathnames
      .map((pathname) => ({ pathname, segments: segmentsOf(localizedTemplate(pathname, locale)) }))
      .sort(bySpecificity),
  ]),
) as Record<Locale, Compiled[]>

const internalRoutes: Compiled[] = internalPathnames
  .map((pathname) => ({ pathname, segments: segmentsOf(pathname) }))
  .sort(bySpecificity)

/** The parameters of a path's segments against a route's, or null when they do not match. */
function fillParams(segments: string[], parts: string[]): RouteParams | null {
  if (segments.length !== parts.length) return null
  const params: RouteParams = {}
  for (const [i, segment] of segments.entries()) {
    if (segment.startsWith('[')) params[segment.slice(1, -1)] = parts[i]
    else if (segment !== parts[i]) return null
  }
  return params
}

function firstMatch(routes: Compiled[], locale: Locale, parts: string[]): RouteMatch | null {
  for (const route of routes) {
    const params = fillParams(route.segments, parts)
    if (params) return { locale, pathname: route.pathname, params }
  }
  return null
}

/** Which route of the table a public path is, or null. Accepts paths with or without the trailing slash. */
export function matchPublicPath(path: string): RouteMatch | null {
  const { locale, rest } = splitLocale(path)
  const parts = decodedSegments(rest)
  return parts && firstMatch(publicRoutes[locale], locale, parts)
}

/**
 * The first route whose template `parts` fill, in one table: a language's public addresses, or the file system's
 * internal paths (`'internal'`); the match is in `locale`.
 */
export function matchRouteParts(table: Locale | 'internal', locale: Locale, parts: string[]): RouteMatch | null {
  return firstMatch(table === 'internal' ? internalRoutes : publicRoutes[table], locale, parts)
}

/**
 * Which route an internal path is (`/en/why`, `/it/products/sheet/x`): what `usePathname()` returns while
 * a rewritten page renders on the server.
 */
export function matchInternalPath(path: string): RouteMatch | null {
  const found = leadingLocale(path, locales)
  if (!found) return null
  const { locale } = found
  const segments = segmentsOf(found.rest)
  return (
    matchListingInternalPath(locale, segments) ??
    matchSearchInternalPath(locale, segments) ??
    firstMatch(internalRoutes, locale, segments)
  )
}

/** The internal (file-system) path a public path renders, e.g. `/prodotti/` → `/it/products`. */
export function internalPath(match: RouteMatch): string {
  const filled = match.pathname.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(match.params[name]))
  return `/${match.locale}${filled === '/' ? '' : filled}`
}

/**
 * The route's name: its internal path's segments joined by dashes (`products-sheet-product`). The header
 * drops its fixed behaviour on routes whose name contains `products-`.
 */
export function routeName(pathname: InternalPathname): string {
  const name = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/^\[(.*)\]$/, '$1'))
    .join('-')
  return name || 'index'
}

/** The route of what `usePathname()` returns: the internal path on the server, the public one in the browser. */
export function matchCurrentPath(path: string): RouteMatch | null {
  // `/en/why` (internal) and `/en/why-vinea/` (public) both look like a landing page `/en/{slug}/` to the
  // other matcher: the landing page is the reading of last resort.
  const candidates = [matchPublicPath(path), matchInternalPath(path)].filter((m) => m !== null)
  return candidates.find((m) => m.pathname !== '/[slug]') ?? candidates[0] ?? null
}

/**
 * A menu link's page for `aria-current` (nav-match.ts): `pathname` with `params` in `locale`, its pages below unless
 * `exact` or it has parameters (a link to one listing is that listing only), as the browser and the server see them.
 */
export function navMatch(
  pathname: InternalPathname,
  locale: Locale,
  { params = {}, exact = false }: { params?: RouteParams; exact?: boolean } = {},
): NavMatch {
  const match: RouteMatch = { locale, pathname, params }
  const paths = [navPath(localizePath(pathname, locale, params)), navPath(internalPath(match))]
  const listing = listingInternalPath(match, '')
  const own = exact || Object.keys(params).length > 0 || pathname === '/'
  return {
    page: paths,
    pageStarts: listing ? [navPath(listing.slice(0, listing.lastIndexOf('/')))] : [],
    below: own ? [] : paths,
  }
}
