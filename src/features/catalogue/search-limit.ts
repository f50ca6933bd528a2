import 'server-only'

import { hitAddressLimit } from '@/cms/auth/limiter'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import type { Rule } from '@/lib/rate-limit/rules'

/**
 * The search box asks once per pause in typing: a visitor searching fast stays far below four a second. A client
 * sending more is scraping the catalogue or loading the server (a query reads the whole index), and waits.
 */
export const searchRule: Rule = { free: 240, windowMs: 60_000 }

/** A 429 when this client has used up its searches of the minute; null when it may search. */
export async function searchRefused(request: Request): Promise<Response | null> {
  const verdict = await hitAddressLimit('search', searchRule, clientAddress(request.headers, env.TRUST_PROXY))
  if (!verdict || verdict.allowed) return null
  return Response.json(
    { error: 'Too many searches: try again in a minute' },
    {
      status: 429,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) },
    },
  )
}
