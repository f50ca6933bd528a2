import 'server-only'

import { authRateLimit } from './auth-rate-limit'
import { bodyDepth } from './body-depth'
import { bulkWhere } from './bulk-where'
import { contentLocale } from './content-locale'
import { documentIds } from './document-ids'
import { firstRegisterClosed } from './first-register'
import { pathSegments, unknownRoutes } from './path-segments'
import { queryLimits } from './query-limits'
import { whereValues } from './where-guard'

/**
 * Guards in front of Payload's REST API (`/api/…`, src/app/(payload)/api/[...slug]/route.ts): each sees the
 * request before Payload and may answer it itself, or pass it on with `next()` and look at Payload's answer.
 * They run in the order of `guards`; the first to answer ends the chain.
 */
export type ApiGuard = (request: Request, next: () => Promise<Response>) => Promise<Response>

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

const guards: ApiGuard[] = [
  unknownRoutes,
  pathSegments,
  firstRegisterClosed,
  authRateLimit,
  documentIds,
  bulkWhere,
  bodyDepth,
  queryLimits,
  contentLocale,
  whereValues,
]

/** Wraps one of Payload's REST handlers (REST_GET, REST_POST…) in the guards. */
export function guarded<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return (request, context) => {
    const run = (i: number): Promise<Response> =>
      i < guards.length ? guards[i]!(request, () => run(i + 1)) : handler(request, context)
    return run(0)
  }
}

/**
 * HEAD for the API: GET's answer, status and headers, without its body. Next hands a route without HEAD to its GET
 * with the method unchanged, and Payload, which registers its endpoints for GET only, answered every HEAD with 404,
 * a picture or a public PDF too (a link checker's or a crawler's first question).
 */
export function headAsGet<C>(get: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const response = await get(new Request(request, { method: 'GET' }), context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
