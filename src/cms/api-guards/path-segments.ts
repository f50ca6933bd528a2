import { apiNotFound, badSegment, nonCanonicalApiPath } from '@/lib/url-path'

import type { ApiGuard } from './index'
import { payloadLanguage } from './refusals'

/**
 * Path segments no API route has (issue 16, finding 11): a NUL byte (`/api/media/file/%00.webp`), a slash,
 * backslash or `..` hidden by one or more layers of percent-encoding (`/api/documents/file/..%252f…`), or an
 * encoding that does not decode. Payload answered these with a 500 from the file system or the URL decoder;
 * they are a 404 before they reach it.
 */
export const pathSegments: ApiGuard = async (request, next) => {
  const { pathname } = new URL(request.url)
  // The proxy refuses a route's word in capitals or escapes first (src/proxy/api.ts); here too, for the guards after.
  if (!badSegment(pathname) && !nonCanonicalApiPath(pathname)) return next()
  return apiNotFound(payloadLanguage(request))
}

/** Payload's answer to an address no endpoint has: `{ message: 'Route not found "/api/…"' }`, English only. */
async function routeNotFound(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('json')) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message.startsWith('Route not found')
}

/**
 * Payload answers 501 "Cannot GET …" for a collection without that route (its migrations, for one): a 5xx for
 * what is only an address that does not exist; and 404 "Route not found" in English, in its own shape, for a path no
 * collection has (the thirteenth check from outside). Both are the API's 404, in the caller's language.
 */
export const unknownRoutes: ApiGuard = async (request, next) => {
  const response = await next()
  if (response.status === 501 || (response.status === 404 && (await routeNotFound(response)))) {
    return apiNotFound(payloadLanguage(request))
  }
  return response
}
