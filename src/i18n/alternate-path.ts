import type { Locale } from './locales'
import { localizePath, matchCurrentPath } from './route-table'

/**
 * The same page in the other language, from the route table: what the language switcher's link says in the server's
 * HTML, from the path the server renders (`/it/products/sheet/x`). A page whose parameters differ per language (a
 * product's slugs) names its own alternates in the head, which the switcher follows in the browser.
 */
export function alternatePath(path: string, target: Locale): string {
  const match = matchCurrentPath(path)
  if (!match) return localizePath('/', target)
  try {
    return localizePath(match.pathname, target, match.params)
  } catch {
    return localizePath('/', target)
  }
}
