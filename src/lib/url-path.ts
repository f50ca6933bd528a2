/**
 * Path segments no route of the site has: a NUL byte, a slash, backslash or `..` hidden by one or more layers of
 * percent-encoding, or an encoding that does not decode (issue 16, finding 11). Read by the API's guards and by
 * the proxy (a malformed encoding fails in Next's router before any route handler runs).
 */
const MAX_DECODINGS = 4

function decodedFully(segment: string): string | null {
  let current = segment
  for (let i = 0; i < MAX_DECODINGS; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return current
}

export function badSegment(pathname: string): boolean {
  return pathname
    .split('/')
    .filter(Boolean)
    .some((segment) => {
      const decoded = decodedFully(segment)
      return decoded === null || decoded === '.' || decoded === '..' || /[\u0000/\\]/.test(decoded)
    })
}

/**
 * The API's answer to an address no route has: Payload's error shape and Payload's own words for it, in the language
 * Payload answers the caller in (src/cms/api-guards/refusals.ts `payloadLanguage`), never cached.
 */
export const apiNotFound = (language: 'it' | 'en') =>
  Response.json(
    { errors: [{ message: language === 'en' ? 'Not Found' : 'Non Trovato' }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
