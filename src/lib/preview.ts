import { matchPublicPath } from '@/i18n/route-table'

/**
 * Draft preview (decision 011): the admin's Preview button opens `/api/preview/?path=<the page's real path>`,
 * which lets an editor into Next's draft mode and sends them to that path; `/api/preview/exit/` leaves it.
 * No 'server-only' here: the CMS config builds these links too.
 */
export const PREVIEW_PATH = '/api/preview/'
export const PREVIEW_EXIT_PATH = '/api/preview/exit/'

const origin = 'http://site.invalid'

/**
 * The path to send a visitor to, when `raw` is a path of this site (a route of the table, with its query);
 * null for anything else, absolute and protocol-relative URLs above all, so these routes never redirect away.
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

/** The Preview button's link for a page of this site. */
export const previewHref = (path: string) => `${PREVIEW_PATH}?${new URLSearchParams({ path })}`
