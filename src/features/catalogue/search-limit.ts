import 'server-only'

import { headers } from 'next/headers'

import { hitAddressLimit } from '@/cms/auth/limiter'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import type { Rule } from '@/lib/rate-limit/rules'

/**
 * The search box asks once per pause in typing: a visitor searching fast stays far below four a second. A client
 * sending more is scraping the catalogue or loading the server (a query reads the whole index), and waits.
 */
export const searchRule: Rule = { free: 240, windowMs: 60_000 }

/**
 * A filter list's values are asked once per listing state and list, when the visitor expands or searches it: a
 * visitor stays far below one a second; more is a client walking every state of the catalogue.
 */
export const filterValuesRule: Rule = { free: 120, windowMs: 60_000 }

/**
 * The search's page (`/cerca/?q=`, `/en/search/?q=`) is rendered for every request and reads the whole index: a
 * visitor submits a few a minute, two a second for a minute is a client walking the catalogue.
 */
export const searchPageRule: Rule = { free: 120, windowMs: 60_000 }

/** A 429 when this client has used up `rule` in `scope` for the minute; null when it may go on. */
async function refused(request: Request, scope: string, rule: Rule, message: string): Promise<Response | null> {
  const verdict = await hitAddressLimit(scope, rule, clientAddress(request.headers, env.TRUST_PROXY))
  if (!verdict || verdict.allowed) return null
  return Response.json(
    { error: message },
    {
      status: 429,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) },
    },
  )
}

export const searchRefused = (request: Request) =>
  refused(request, 'search', searchRule, 'Too many searches: try again in a minute')

export const filterValuesRefused = (request: Request) =>
  refused(request, 'filter-values', filterValuesRule, 'Too many requests: try again in a minute')

/**
 * Counts one search of the search's page for the client that asked; true when it is over `searchPageRule` (the page
 * then answers 429 with a sentence in its language instead of the results).
 */
export async function searchPageRefused(): Promise<boolean> {
  const verdict = await hitAddressLimit('search-page', searchPageRule, clientAddress(await headers(), env.TRUST_PROXY))
  return !!verdict && !verdict.allowed
}
