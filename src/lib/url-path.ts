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

/** Where the API's own words end and a name of the caller's begins: a file's name, a token, a preference's key. */
const namesFollow = new Set(['file', 'verify', 'payload-preferences'])

/**
 * An API path with a word written otherwise than the API's routes write it: in capitals, or with percent escapes of
 * letters (`/api/users/LOGIN/`, `/api/users/logi%6E/`, `/api/customers/Forgot-Password/`). Payload matches its
 * endpoints without regard to case and after decoding, so such a spelling reached the same handler past every check
 * keyed on the path: the sign-in limits among them (the fifteenth check from outside). Only words (letters and
 * hyphens) are held to it, up to a segment after which the caller names things (`file`, `verify`,
 * `payload-preferences`): ids, tokens and file names keep their own spelling.
 */
export function nonCanonicalApiPath(pathname: string): boolean {
  for (const segment of pathname.split('/').filter(Boolean)) {
    const decoded = decodedFully(segment)
    if (decoded === null) return false
    if (/^[A-Za-z]+(?:-[A-Za-z]+)*$/.test(decoded) && segment !== decoded.toLowerCase()) return true
    if (namesFollow.has(segment)) return false
  }
  return false
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
