import 'server-only'

import { hitAddressLimit } from '@/cms/auth/limiter'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import type { Rule } from '@/lib/rate-limit/rules'

// A page asks once per load at most, after marketing consent, and the answer is kept for 5 minutes.
const rule: Rule = { free: 120, windowMs: 10 * 60_000 }

/**
 * `GET /api/tag-manager/`: the Tag Manager container the pages load after marketing consent (issue 13, item 2), read
 * from GTM_ID when the site runs, so that one build serves any deployment; `{ "id": null }` when none is set. The id
 * is public (it is in the script's address); nothing of the request is echoed.
 */
export async function tagManagerConfig(request: Request): Promise<Response> {
  const verdict = await hitAddressLimit('tag-manager', rule, clientAddress(request.headers, env.TRUST_PROXY))
  if (verdict && !verdict.allowed) {
    return Response.json({ error: 'Too many requests' }, { status: 429, headers: { 'Cache-Control': 'no-store' } })
  }
  return Response.json({ id: env.GTM_ID ?? null }, { headers: { 'Cache-Control': 'private, max-age=300' } })
}
