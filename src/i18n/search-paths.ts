import type { Locale } from './locales'
import type { RouteMatch } from './route-table'

/**
 * The search page's words in its internal path, as a product listing's state is in its own (decision 061): the proxy
 * rewrites `/cerca/?q=rosso` to `/it/search/cm9zc28`, so the header, rendered with the page, knows the search and
 * the language link in the server's HTML keeps it (`/en/search/?q=rosso`), for a visitor without scripts or before
 * they run. Without words, the page is `/{locale}/search`, one render for everyone.
 *
 * The words are carried as base64url of their UTF-8 bytes: one segment of letters, digits, `-` and `_`, whatever
 * they are (`/`, `%`, `?` and `#` included), which Next can neither split nor decode a second time.
 */

/**
 * Longer words are cut here, by the page and by the catalogue's search (the header's results): nobody types more into
 * a search box, and it bounds the work of a request. The page's box and the header's send nothing longer either.
 */
export const SEARCH_MAX_LENGTH = 100

/** The words the page searches for: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const searchWords = (query: string): string => query.trim().slice(0, SEARCH_MAX_LENGTH).trim()

export function encodeSearchSegment(words: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(words)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The words of a segment made by encodeSearchSegment, or null for anything else. */
export function decodeSearchSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length % 4 === 1) return null
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
    const words = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    return searchWords(words) === words && words ? words : null
  } catch {
    return null
  }
}

/** The internal path that renders the search page for a visitor's query (`?q=`), in a language. */
export function searchInternalPath(locale: Locale, query: string): string {
  const words = searchWords(query)
  return words ? `/${locale}/search/${encodeSearchSegment(words)}` : `/${locale}/search`
}

/** The search's words in an internal route's segments below the locale (`search`, its segment), or null. */
function searchOfSegments(segments: readonly string[]): string | null {
  if (segments.length !== 2 || segments[0] !== 'search') return null
  return decodeSearchSegment(segments[1])
}

/** The query (`q=…`) the search page's internal segments carry, '' for any other route: what its language link keeps. */
export function searchQueryOfSegments(segments: readonly string[]): string {
  const words = searchOfSegments(segments)
  return words ? new URLSearchParams({ q: words }).toString() : ''
}

/** The search route of an internal search path with words (what `usePathname()` gives while it renders on the server). */
export function matchSearchInternalPath(locale: Locale, segments: readonly string[]): RouteMatch | null {
  return searchOfSegments(segments) ? { locale, pathname: '/search', params: {} } : null
}
