// The shared cache's entries in Redis (cache-handler.mjs), emptied by `npm run restore` (decision 079).
import { Redis } from 'ioredis'

import { CACHE_KEY_NAMESPACE } from '../../cache-handler.mjs'

/**
 * Removes every key of Next's shared cache (pages, cached queries, their tag index: all under CACHE_KEY_NAMESPACE,
 * every build's) from the Redis at `redisUrl`, leaving the rest (the sign-in limits, the nodes' messages). After a
 * restore they hold the data from before it: restarted nodes served the old pages from Redis while the database
 * and the search said otherwise (the sixth check from outside). Resolves with the number of keys removed.
 * @param {string} redisUrl
 */
export async function emptySharedCache(redisUrl) {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 })
  // A failure is the promise's, with its reason: not also ioredis's "Unhandled error event" with a stack.
  client.on('error', () => {})
  await client.connect()
  let removed = 0
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${CACHE_KEY_NAMESPACE}*`, 'COUNT', 1000)
      if (keys.length) removed += await client.unlink(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
  return removed
}

/**
 * Why the Redis at `redisUrl` cannot be used, or null when it answers: asked before a restore replaces anything, so
 * that a Redis down does not stop the restore halfway (the twenty-first check from outside).
 * @param {string} redisUrl
 * @returns {Promise<string | null>}
 */
export async function sharedCacheUnreachable(redisUrl) {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    client.disconnect()
  }
}
