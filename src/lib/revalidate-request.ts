import { createHash, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { cacheTagPattern } from './cache-tags'

/**
 * The contract of `/api/revalidate`, by which a script that changed the CMS outside the Next server (the
 * catalogue import) has the running site expire the cache tags its hooks collected, sending REVALIDATE_SECRET
 * (its own secret, not derived from the CMS's: src/lib/env.ts).
 * No 'server-only' here: scripts import it too.
 */

export const REVALIDATE_PATH = '/api/revalidate/'
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'
export const REVALIDATE_MAX_TAGS = 200

/** Constant time, whatever the length of what was sent. */
export function isRevalidateSecret(sent: string | null, secret: string): boolean {
  if (!sent) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(sent), digest(secret))
}

export const revalidateBodySchema = z.strictObject({
  tags: z.array(z.string().max(256).regex(cacheTagPattern)).min(1).max(REVALIDATE_MAX_TAGS),
})
