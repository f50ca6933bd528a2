import { defaultLocale, locales, splitLocale } from './locales'
import { type InternalPathname, pathnames } from './pathnames'
import {
  decodedSegments,
  internalPathnames,
  localizedTemplate,
  localizePath,
  matchPublicPath,
  matchRouteParts,
  type RouteMatch,
  segmentsOf,
} from './route-table'

/**
 * Where an address that is no route's own leads (the proxy's permanent redirects): the `/it/` prefix, a route named in
 * the other language's words, a parameter that names another route's folder, a route asked without its last
 * parameter. Built on the route table (route-table.ts).
 */

/**
 * Where `/it/…` leads: the Italian path after the prefix, or, where that path names a route with the file system's
 * English names (`/products/type/grappa/`, which no Italian address has), that route's Italian page
 * (`/prodotti/tipologia/grappa/`) rather than a 404 (the twelfth check from outside). Only the route table's own
 * templates: the listing's and the search's internal forms (`/products/listing/…`) are no addresses, and stay 404s.
 */
export function italianPrefixTarget(rest: string): string {
  if (!rest.endsWith('/')) return rest
  const asPublic = matchPublicPath(rest)
  if (asPublic && asPublic.pathname !== '/[slug]') return rest
  const parts = decodedSegments(rest)
  const internal = parts && matchRouteParts('internal', defaultLocale, parts)
  if (!internal || internal.pathname === '/[slug]') return rest
  return localizePath(internal.pathname, defaultLocale, internal.params)
}

/**
 * Where a path that no route of its language answers names a route in another language's words (`/en/prodotti/`,
 * a visitor who put `/en` before the Italian address; `/products/type/grappa/` without the prefix): that route's
 * address in the path's language, the one its prefix says. Null when the path is a route of its own language, or
 * only a landing page's slug in both.
 */
export function otherLanguageTarget(path: string): string | null {
  const own = matchPublicPath(path)
  if (own && own.pathname !== '/[slug]') return null
  const { locale, rest } = splitLocale(path)
  const parts = decodedSegments(rest)
  if (!parts) return null
  for (const other of locales) {
    if (other === locale) continue
    const found = matchRouteParts(other, locale, parts)
    if (found && found.pathname !== '/[slug]' && found.pathname !== '/')
      return localizePath(found.pathname, locale, found.params)
  }
  return null
}

/**
 * Where a public path's route is shadowed by another: its parameter makes the internal path of a route with a named
 * folder there, which Next prefers to the parameter (`/blog/authors/` in Italian is the article route with the slug
 * "authors", and rendered the author list, whose Italian address is `/blog/autori/`: the fourteenth check from
 * outside). The other route's address in the same language, or null.
 */
export function shadowingRoute(match: RouteMatch): string | null {
  if (Object.keys(match.params).length === 0) return null
  const parts = segmentsOf(match.pathname).map((segment) =>
    segment.startsWith('[') ? (match.params[segment.slice(1, -1)] ?? '') : segment,
  )
  const internal = matchRouteParts('internal', match.locale, parts)
  if (!internal || internal.pathname === match.pathname) return null
  return localizePath(internal.pathname, match.locale, internal.params)
}

/**
 * A route whose last segment is a parameter, asked without it (`/prodotti/tipologia/`, `/produttori/produttore/`,
 * `/en/news-eventi/articolo/`): the spec marks these parameters optional, and the page without one is the screen
 * above it (issue 15, item 2). Public path → that screen's path, for every language; paths that are routes of their
 * own (`/blog/` above `/blog/{slug}/`) are not here.
 */
const emptyParamTargets: ReadonlyMap<string, string> = new Map(
  locales.flatMap((locale) =>
    internalPathnames.flatMap((pathname): [string, string][] => {
      const template = localizedTemplate(pathname, locale)
      const source = /^(.*)\/\[[^\]]+\]$/.exec(template)?.[1]
      if (!source || source.includes('[')) return []
      const sourcePath = locale === defaultLocale ? `${source}/` : `/${locale}${source}/`
      if (matchPublicPath(sourcePath)) return []
      let parent = pathname.slice(0, pathname.lastIndexOf('/'))
      while (parent && !(parent in pathnames)) parent = parent.slice(0, parent.lastIndexOf('/'))
      return [[sourcePath, localizePath((parent || '/') as InternalPathname, locale)]]
    }),
  ),
)

/** The screen above a route asked without its last parameter, or null for any other path. */
export const emptyParamTarget = (path: string): string | null => emptyParamTargets.get(path) ?? null
