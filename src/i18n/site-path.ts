import { matchPublicPath } from './route-table'

const origin = 'http://site.invalid'

/**
 * The one helper that decides where a redirect may lead (issue 16, finding 5): whatever it is given, a path of
 * this site's origin, as the URL parser and the browser will read it. `new URL()` normalises what a plain string
 * check cannot see (`/..//x`, `/\t/x`, `/\x`) into `//x`, which a browser reads as another host: the path is
 * made to start with one slash, parsed, and any run of slashes or backslashes at the start of the result becomes
 * one slash. A full URL becomes a path of this site (`/https://…`, a 404), never a way out.
 */
export function localPath(raw: string): string {
  let url: URL
  try {
    url = new URL(`/${raw.replace(/^[\s/\\]+/, '')}`, origin)
  } catch {
    return '/'
  }
  if (url.origin !== origin) return '/'
  const pathname = url.pathname.replace(/^[/\\]+/, '/')
  return `${pathname}${url.search}`
}

/**
 * The path to send a visitor to, when `raw` is a path of this site (a route of the table, with its query);
 * null for anything else, absolute and protocol-relative URLs above all, so that no redirect built from what
 * a visitor sent ever leads away from the site.
 */
export function sitePath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  // Normalised, the path may have become protocol-relative (`/..//evil.example` is `//evil.example`).
  if (url.origin !== origin || /^[/\\]{2}/.test(url.pathname) || !matchPublicPath(url.pathname)) return null
  return localPath(url.pathname + url.search)
}
