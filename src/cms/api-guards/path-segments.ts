import { apiNotFound, badSegment } from '@/lib/url-path'

import type { ApiGuard } from './index'
import { payloadLanguage } from './refusals'

/**
 * Path segments no API route has (issue 16, finding 11): a NUL byte (`/api/media/file/%00.webp`), a slash,
 * backslash or `..` hidden by one or more layers of percent-encoding (`/api/documents/file/..%252f…`), or an
 * encoding that does not decode. Payload answered these with a 500 from the file system or the URL decoder;
 * they are a 404 before they reach it.
 */
export const pathSegments: ApiGuard = async (request, next) => {
  if (!badSegment(new URL(request.url).pathname)) return next()
  return apiNotFound(payloadLanguage(request))
}

/**
 * Payload answers 501 "Cannot GET …" for a collection without that route (its migrations, for one): a 5xx for
 * what is only an address that does not exist. It is a 404 like any other.
 */
export const unknownRoutes: ApiGuard = async (request, next) => {
  const response = await next()
  if (response.status !== 501) return response
  return apiNotFound(payloadLanguage(request))
}
