import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { cacheTagPattern } from './cache-tags'

/**
 * The contract of `/api/revalidate`, by which a script that changed the CMS outside the Next server (the
 * catalogue import) has the running site expire the cache tags its hooks collected. The secret is derived
 * from PAYLOAD_SECRET, which the site and the scripts already share, so no new setting is needed.
 * No 'server-only' here: scripts import it too.
 */

export const REVALIDATE_PATH = '/api/revalidate/'
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'
export const REVALIDATE_MAX_TAGS = 200

/** HMAC-SHA256 of "revalidate" keyed with PAYLOAD_SECRET, hex. */
export function revalidateSecret(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update('revalidate').digest('hex')
}

/** Constant time, whatever the length of what was sent. */
export function isRevalidateSecret(sent: string | null, payloadSecret: string): boolean {
  if (!sent) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(sent), digest(revalidateSecret(payloadSecret)))
}

export const revalidateBodySchema = z.strictObject({
  tags: z.array(z.string().max(256).regex(cacheTagPattern)).min(1).max(REVALIDATE_MAX_TAGS),
})
