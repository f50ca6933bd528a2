import { redirect as nextRedirect } from 'next/navigation'

import type { Locale } from './locales'
import type { InternalPathname } from './pathnames'
import { localizePath } from './route-table'

/*
 * Paths of the site's routes in a language, built from the route table (route-table.ts) on the server: what
 * next-intl's `createNavigation` offered, without its `Link`, a client component that a route's server modules
 * bring into the page's first load by importing the module at all, rendered or not (decision 047). Links are
 * `Link` (link.tsx) on the server and `PageLink` with a path built here in client components.
 */

/** The names of a route's parameters: `'/blog/[slug]'` → `'slug'`. */
type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never

type Query = Record<string, string | string[]>

/** A route of the table: its path, or `{ pathname, params }` with a value for each of its parameters; a query. */
export type Href = {
  [P in InternalPathname]: [ParamNames<P>] extends [never]
    ? P | { pathname: P; query?: Query; hash?: string }
    : { pathname: P; params: Record<ParamNames<P>, string | number>; query?: Query; hash?: string }
}[InternalPathname]

/** The query string of `query`, with its leading `?` (repeated values for a list), or nothing. */
function queryString(query: Query | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item)
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The public path of `href` in `locale`: `/prodotti/scheda/…/`, `/en/products/sheet/…/`, with its query and its
 * fragment (`/contatti/?richiesta=ordini#risposta`: the fourth check from outside found it dropped, so a chosen request
 * neither scrolled to its answer nor focused it).
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  if (typeof href === 'string') return localizePath(href, locale)
  const params = 'params' in href ? href.params : {}
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]))
  const hash = href.hash ? `#${encodeURIComponent(href.hash)}` : ''
  return localizePath(href.pathname, locale, values) + queryString(href.query) + hash
}

/** Next's `redirect` to `href` in `locale` (a server component, route handler or action): it never returns. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  nextRedirect(getPathname({ href, locale }))
}
