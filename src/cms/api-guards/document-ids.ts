import { match } from 'path-to-regexp'

import { apiNotFound } from '@/lib/url-path'
import config from '@payload-config'

import type { ApiGuard } from './index'
import { payloadLanguage } from './refusals'

/** What of a collection's endpoint the check needs: Payload's sanitized config lists them all, in its order. */
export type Endpoint = { method: string; path: string }

/**
 * The endpoints whose `:id` is a document's id. Document and version ids are whole numbers here (SQLite and
 * PostgreSQL give every collection a serial id); others (`/verify/:id`, a token) are left to Payload.
 */
const idPaths = new Set([
  '/:id',
  '/:id/duplicate',
  '/versions/:id',
  '/access/:id?',
  '/paste-url/:id?',
  '/:id/api-key/reveal',
])

const isId = (segment: string | undefined) => segment === undefined || /^\d{1,15}$/.test(segment)

const matchers = new Map<string, ReturnType<typeof match>>()
const matcher = (path: string) => {
  let found = matchers.get(path)
  if (!found) matchers.set(path, (found = match(path, { decode: decodeURIComponent })))
  return found
}

/**
 * Whether a request to `/api/…` names something no endpoint of its collection has, as Payload would route it (the
 * first endpoint of the method whose path matches): a document or version by something that cannot be an id. Payload
 * sent `/api/articles/abc/` to the database as `id = NaN`, a failed query and a 500 (found by the security tests'
 * property run, issue 16), and so every named route on a collection or method without it (`GET
 * /api/products/access/`, `/login/`, `/file/`: the fourth check from outside). Such a request is a 404 before Payload
 * sees it. `endpointsOf` gives a collection's endpoints, undefined for what is no collection (Payload's own routes,
 * globals and custom endpoints are left to it).
 */
export function badDocumentId(
  method: string,
  pathname: string,
  endpointsOf: (slug: string) => readonly Endpoint[] | undefined,
): boolean {
  const [api, first, second, third, fourth] = pathname.split('/').filter(Boolean)
  // Payload's own collections have routes of their own (`/api/payload-jobs/run`, preferences by key).
  if (api !== 'api' || !first || first.startsWith('payload-')) return false
  if (first === 'globals') return second !== undefined && third === 'versions' && !isId(fourth)
  const verb = method.toLowerCase()
  // HEAD and OPTIONS have no endpoint of their own: Payload answers them (a 404, CORS) without a query.
  if (verb === 'head' || verb === 'options') return false
  const endpoints = endpointsOf(first)
  if (!endpoints) return false
  const rest = `/${pathname.split('/').filter(Boolean).slice(2).join('/')}`
  for (const endpoint of endpoints) {
    if (endpoint.method !== verb) continue
    const found = matcher(endpoint.path)(rest)
    if (!found) continue
    return idPaths.has(endpoint.path) && !isId((found.params as { id?: string }).id)
  }
  // No endpoint: Payload answers 404 itself, or 501 for a collection without endpoints (unknownRoutes).
  return false
}

/** A collection's endpoints in Payload's sanitized config (a POST-as-GET read is routed as a GET). */
async function endpointsOf(): Promise<(slug: string) => readonly Endpoint[] | undefined> {
  const { collections } = await config
  return (slug) => {
    const endpoints = collections.find((c) => c.slug === slug)?.endpoints
    return endpoints === false ? undefined : endpoints
  }
}

export const documentIds: ApiGuard = async (request, next) => {
  const override =
    request.method === 'POST' &&
    (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
      request.headers.get('X-HTTP-Method-Override') === 'GET')
  const method = override ? 'GET' : request.method
  if (!badDocumentId(method, new URL(request.url).pathname, await endpointsOf())) return next()
  return apiNotFound(payloadLanguage(request))
}
