import { matchPublicPath } from './route-table'

const origin = 'http://site.invalid'

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
  if (url.origin !== origin || !matchPublicPath(url.pathname)) return null
  return url.pathname + url.search
}
