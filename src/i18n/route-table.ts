import { defaultLocale, type Locale, locales } from './locales'
import { type InternalPathname, pathnames } from './pathnames'

/** Pure route-table helpers shared by the proxy, the sitemap, the language switcher and the tests. */

export type RouteParams = Record<string, string>
export type RouteMatch = { locale: Locale; pathname: InternalPathname; params: RouteParams }

export const internalPathnames = Object.keys(pathnames) as InternalPathname[]

export function localizedTemplate(pathname: InternalPathname, locale: Locale): string {
  const entry = pathnames[pathname] as string | Record<Locale, string>
  return typeof entry === 'string' ? entry : entry[locale]
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

type Compiled = { pathname: InternalPathname; locale: Locale; segments: string[]; staticCount: number }

const compiled: Compiled[] = locales
  .flatMap((locale) =>
    internalPathnames.map((pathname) => {
      const segments = localizedTemplate(pathname, locale).split('/').filter(Boolean)
      return { pathname, locale, segments, staticCount: segments.filter((s) => !s.startsWith('[')).length }
    }),
  )
  // A static segment wins over a parameter: `/blog/autori/` is the author list, not an article.
  .sort((a, b) => b.staticCount - a.staticCount || b.segments.length - a.segments.length)

/** Splits `/en/products/` into its locale and the path inside that locale. */
export function splitLocale(path: string): { locale: Locale; rest: string } {
  const match = /^\/(en)(\/.*)?$/.exec(path)
  if (match) return { locale: 'en', rest: match[2] || '/' }
  return { locale: defaultLocale, rest: path }
}

/** Which route of the table a public path is, or null. Accepts paths with or without the trailing slash. */
export function matchPublicPath(path: string): RouteMatch | null {
  const { locale, rest } = splitLocale(path)
  let parts: string[]
  try {
    parts = rest.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
  for (const route of compiled) {
    if (route.locale !== locale || route.segments.length !== parts.length) continue
    const params: RouteParams = {}
    const ok = route.segments.every((segment, i) => {
      if (segment.startsWith('[')) {
        params[segment.slice(1, -1)] = parts[i]
        return true
      }
      return segment === parts[i]
    })
    if (ok) return { locale, pathname: route.pathname, params }
  }
  return null
}

const internalCompiled = internalPathnames
  .map((pathname) => ({ pathname, segments: pathname.split('/').filter(Boolean) }))
  .sort((a, b) => {
    const statics = (r: { segments: string[] }) => r.segments.filter((s) => !s.startsWith('[')).length
    return statics(b) - statics(a) || b.segments.length - a.segments.length
  })

/**
 * Which route an internal path is (`/en/why`, `/it/products/sheet/x`): what `usePathname()` returns while
 * a rewritten page renders on the server.
 */
export function matchInternalPath(path: string): RouteMatch | null {
  const found = /^\/(it|en)(\/.*)?$/.exec(path)
  if (!found) return null
  const locale = found[1] as Locale
  const parts = (found[2] || '/').split('/').filter(Boolean)
  for (const route of internalCompiled) {
    if (route.segments.length !== parts.length) continue
    const params: RouteParams = {}
    const ok = route.segments.every((segment, i) => {
      if (segment.startsWith('[')) {
        params[segment.slice(1, -1)] = parts[i]
        return true
      }
      return segment === parts[i]
    })
    if (ok) return { locale, pathname: route.pathname, params }
  }
  return null
}

/** The internal (file-system) path a public path renders, e.g. `/prodotti/` → `/it/products`. */
export function internalPath(match: RouteMatch): string {
  const filled = match.pathname.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(match.params[name]))
  return `/${match.locale}${filled === '/' ? '' : filled}`
}

/**
 * The route's name in the original's convention (segments joined by dashes): the header drops its fixed
 * behaviour on routes whose name contains `products-` (spec §2, routing behaviour).
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
