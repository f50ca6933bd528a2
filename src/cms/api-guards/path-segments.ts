import type { ApiGuard } from './index'

/**
 * Path segments no API route has (issue 16, finding 11): a NUL byte (`/api/media/file/%00.webp`), a slash,
 * backslash or `..` hidden by one or more layers of percent-encoding (`/api/documents/file/..%252f…`), or an
 * encoding that does not decode. Payload answered these with a 500 from the file system or the URL decoder;
 * they are a 404 before they reach it.
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

export const pathSegments: ApiGuard = async (request, next) => {
  if (!badSegment(new URL(request.url).pathname)) return next()
  return Response.json(
    { errors: [{ message: 'Not Found' }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}
