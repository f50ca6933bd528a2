// Next's cache (ISR pages and `unstable_cache` entries) in Redis, shared by every app node: an edit saved on one node
// expires the entries of its tags for all of them (docs/decisions/037-shared-cache.md). next.config.ts names this file
// only when REDIS_URL is set; without it Next keeps its cache on local disk as before.
//
// The handler is ours (cache-tag-index.mjs: entries with an index from tag to keys, decision 046) in the Handler
// interface of @fortedigital/nextjs-cache-handler, composed by its CacheHandler, over ioredis (the client the rate
// limits already use). What it does when Redis is unreachable: every read is a miss (the page renders from the database, as
// an uncached page would), writes are dropped, tag expirations wait; nothing fails the request. ioredis reconnects by
// itself, the waiting expirations are done, and the cache is used again.
import { once } from 'node:events'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import { Redis } from 'ioredis'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import createTagIndexHandler from './cache-tag-index.mjs'

/** Every key of this cache starts with it, then the build's id: two builds never read each other's pages. */
export const CACHE_KEY_NAMESPACE = 'trade-catalogue:next:'

// An entry whose page sets no revalidation would otherwise stay for 1.5 years; a week bounds what an old build
// leaves behind (its pages are rendered again at most weekly, which costs one render per page).
const MAX_ENTRY_AGE_S = 7 * 24 * 3600
// How long the first requests wait for the connection at start, and each command before it counts as a miss.
const CONNECT_WAIT_MS = 3_000
const COMMAND_TIMEOUT_MS = 1_000
// Tags whose expiry waits for Redis to be back (a tag is a short string: a few hundred kilobytes at most).
const MAX_MISSED_TAGS = 10_000
// How often they are tried again while Redis does not answer.
const MISSED_RETRY_MS = 2_000

function connect(url) {
  const client = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  // Said once when the connection is lost and once when it is back, not at every reconnection attempt.
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(`shared cache: Redis unreachable (${error.message}); pages are rendered without it until it is back`)
  })
  client.on('ready', () => {
    if (down) console.info('shared cache: Redis is back')
    down = false
  })
  return client
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL
  // The build prerenders in its own processes: what it caches stays there (a build needs no Redis). Pages it
  // prerendered are rendered again on their first request (no initial cache is copied into Redis: the decision says why).
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !url) {
    if (!url) console.warn('shared cache: REDIS_URL is not set; this node caches in its own memory only')
    return { handlers: [createLruHandler()] }
  }
  const client = connect(url)
  await Promise.race([once(client, 'ready'), new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS))]).catch(
    () => {},
  )
  const redis = createTagIndexHandler({
    client,
    keyPrefix: `${CACHE_KEY_NAMESPACE}${buildId ?? 'unknown-build'}:`,
    timeoutMs: COMMAND_TIMEOUT_MS,
    maxEntryAgeS: MAX_ENTRY_AGE_S,
  })
  // A tag expired while Redis was unreachable (an edit saved meanwhile) is expired again once it answers: otherwise
  // Redis would serve the pages of before that edit to every node until their tags expire again. Tried again when
  // the connection is back, and every few seconds meanwhile: a Redis that stops answering without closing the
  // connection (stalled, paused, swapping) never says it is back, and a listing stayed as it was before an edit on
  // every node (the thirty-first check from outside).
  const missed = new Set()
  let retry = null
  let retrying = false
  const scheduleRetry = () => {
    if (retry) return
    retry = setTimeout(() => {
      retry = null
      void expireMissed()
    }, MISSED_RETRY_MS)
    retry.unref?.()
  }
  async function expireMissed() {
    if (retrying) return
    retrying = true
    let done = 0
    try {
      for (const tag of [...missed]) {
        await redis.revalidateTag(tag)
        missed.delete(tag)
        done += 1
      }
    } catch {
      // still not answering: the rest later
    } finally {
      retrying = false
    }
    if (missed.size > 0) scheduleRetry()
    else if (done > 0) console.info(`shared cache: ${done} tag expiration(s) that waited for Redis are done`)
  }
  client.on('ready', () => void expireMissed())
  return {
    handlers: [
      {
        ...redis,
        async revalidateTag(tag) {
          try {
            await redis.revalidateTag(tag)
          } catch (error) {
            if (missed.size === 0) {
              console.error(
                `shared cache: tag expirations wait for Redis (${error instanceof Error ? error.message : error}); ` +
                  'they are done as soon as it answers',
              )
            }
            if (missed.size < MAX_MISSED_TAGS) missed.add(tag)
            else console.error(`shared cache: tag ${tag} not expired (Redis unreachable, ${MAX_MISSED_TAGS} waiting)`)
            scheduleRetry()
            throw error
          }
        },
      },
    ],
    ttl: { estimateExpireAge: (staleAge) => Math.min(staleAge * 1.5, MAX_ENTRY_AGE_S) },
  }
})

export default CacheHandler
