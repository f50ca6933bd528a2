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

/** The API's answer to an address no route has: Payload's error shape, never cached. */
export const apiNotFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
