// A handler of @fortedigital/nextjs-cache-handler (its Handler interface: get, set, revalidateTag, delete), composed by
// its CacheHandler in cache-handler.mjs, that keeps Next's cache in Redis with an index from tag to keys, so that
// expiring a tag costs in proportion to the entries carrying it (decision 046). The package's `redis-strings` keeps one
// hash of every entry's tags and reads all of it for each expired tag: 9.6 s at 400,000 entries.
//
// In Redis, under keyPrefix (the build's namespace):
// - `<prefix><key>`: the entry, a hash of its value (`v`, JSON as `redis-strings` writes it), its tags (`t`, a JSON
//   array) and when it was made (`m`, ms); it expires at the entry's expireAt, bounded by maxEntryAgeS.
// - `<prefix>__tag__:<tag>`: the set of keys whose entry carries the tag; it expires with the longest-lived of them.
// - `<prefix>__expired__:<tag>`: when an implicit (path) tag was last expired (revalidatePath), for the soft tags Next
//   passes on a read; it lasts maxEntryAgeS, past which no entry can be older than it.
// - `<prefix>__render__:<tag>`: when any tag was last expired, on Redis's clock (µs), for MAX_RENDER_MS: a read that misses
//   answers Redis's time too, and the write of the entry rendered after it is dropped when one of its tags was expired
//   since (a render that began before an edit read the data of before it; decision 111).
//
// Every change is a Lua script (one atomic step, whichever node runs it): writing an entry takes its key out of the
// sets of the tags it no longer carries and into those of its new tags; expiring a tag pops its set by batches and
// deletes each entry and its key from its other tags' sets; a read misses, and drops the entry, when one of its tags'
// sets no longer holds it (the set expired or was evicted: that entry could no longer be expired by that tag). Each
// write also looks at two members drawn at random of each of its tags' sets and removes those whose entry is gone
// (expired or evicted), so sets do not fill up with keys that expired by themselves.
//
// Single Redis (or a primary with replicas), version 5 or later (scripts replicated by their effects): the scripts
// touch keys they compute, which a Redis Cluster forbids.

import { MAX_RENDER_MS, RenderReads } from './cache-render-reads.mjs'

const NEXT_IMPLICIT_TAG = '_N_T_'
// After a command timed out, for how many timeouts' time the next ones are not sent (see `ready` below).
const QUIET_TIMEOUTS = 5

const SET_ENTRY = `
local entry, tagPrefix, key = KEYS[1], ARGV[1], ARGV[2]
if ARGV[7] == '1' and redis.call('EXISTS', entry) == 1 then return 0 end
local tags = cjson.decode(ARGV[4])
local since = tonumber(ARGV[9])
if since then
  for _, tag in ipairs(tags) do
    local expired = redis.call('GET', ARGV[8] .. tag)
    if expired and tonumber(expired) >= since then return 0 end
  end
end
local carries = {}
for _, tag in ipairs(tags) do carries[tag] = true end
local old = redis.call('HGET', entry, 't')
if old then
  for _, tag in ipairs(cjson.decode(old)) do
    if not carries[tag] then redis.call('SREM', tagPrefix .. tag, key) end
  end
end
redis.call('UNLINK', entry)
redis.call('HSET', entry, 'v', ARGV[3], 't', ARGV[4], 'm', ARGV[5])
local expireAt = tonumber(ARGV[6])
redis.call('EXPIREAT', entry, expireAt)
local entryPrefix = string.sub(entry, 1, #entry - #key)
local now = tonumber(redis.call('TIME')[1])
for _, tag in ipairs(tags) do
  local set = tagPrefix .. tag
  redis.call('SADD', set, key)
  local ttl = redis.call('TTL', set)
  if ttl == -1 or now + ttl < expireAt then redis.call('EXPIREAT', set, expireAt) end
  for _, other in ipairs(redis.call('SRANDMEMBER', set, 2)) do
    if other ~= key and redis.call('EXISTS', entryPrefix .. other) == 0 then redis.call('SREM', set, other) end
  end
end
return 1
`

const REMOVE_ENTRY = `
local entry, tagPrefix, key = KEYS[1], ARGV[1], ARGV[2]
local tags = redis.call('HGET', entry, 't')
if tags then
  for _, tag in ipairs(cjson.decode(tags)) do redis.call('SREM', tagPrefix .. tag, key) end
end
return redis.call('UNLINK', entry)
`

// KEYS[1]: the entry; KEYS[2..]: the expiry marks of the soft tags of the read. Answers the entry (or false) and Redis's
// time in microseconds (digits: a Lua number would print them rounded).
const GET_ENTRY = `
local entry, tagPrefix, key = KEYS[1], ARGV[1], ARGV[2]
local time = redis.call('TIME')
local now = time[1] .. string.format('%06d', tonumber(time[2]))
local found = redis.call('HMGET', entry, 'v', 't', 'm')
if not found[1] then return {false, now} end
local tags = cjson.decode(found[2])
local fresh = true
for _, tag in ipairs(tags) do
  if redis.call('SISMEMBER', tagPrefix .. tag, key) == 0 then fresh = false break end
end
if fresh then
  local made = tonumber(found[3])
  for i = 2, #KEYS do
    local expired = redis.call('GET', KEYS[i])
    if expired and tonumber(expired) > made then fresh = false break end
  end
end
if fresh then return {found[1], now} end
for _, tag in ipairs(tags) do redis.call('SREM', tagPrefix .. tag, key) end
redis.call('UNLINK', entry)
return {false, now}
`

// KEYS[1]: the tag's render mark; ARGV[1]: how long it lasts (ms). Redis's time in microseconds, as GET_ENTRY's.
const MARK_TAG = `
local time = redis.call('TIME')
redis.call('SET', KEYS[1], time[1] .. string.format('%06d', tonumber(time[2])), 'PX', ARGV[1])
return 1
`

// KEYS[1]: the tag's set. Returns how many keys are left in it (the caller calls again until none).
const EXPIRE_TAG = `
local set, entryPrefix, tagPrefix, tag = KEYS[1], ARGV[1], ARGV[2], ARGV[3]
for _, key in ipairs(redis.call('SPOP', set, tonumber(ARGV[4]))) do
  local entry = entryPrefix .. key
  local tags = redis.call('HGET', entry, 't')
  if tags then
    for _, other in ipairs(cjson.decode(tags)) do
      if other ~= tag then redis.call('SREM', tagPrefix .. other, key) end
    end
    redis.call('UNLINK', entry)
  end
end
return redis.call('SCARD', set)
`

const COMMANDS = {
  tagIndexSet: { numberOfKeys: 1, lua: SET_ENTRY },
  tagIndexRemove: { numberOfKeys: 1, lua: REMOVE_ENTRY },
  tagIndexGet: { lua: GET_ENTRY },
  tagIndexExpire: { numberOfKeys: 1, lua: EXPIRE_TAG },
  tagIndexMark: { numberOfKeys: 1, lua: MARK_TAG },
}

// Buffers of a page or route value are stored as base64, as `redis-strings` does.
function buffersToStrings(value) {
  if (value?.kind === 'APP_ROUTE' && value.body) value.body = value.body.toString('base64')
  else if (value?.kind === 'APP_PAGE') {
    if (value.rscData) value.rscData = value.rscData.toString('base64')
    if (value.segmentData)
      value.segmentData = Object.fromEntries([...value.segmentData].map(([k, v]) => [k, v.toString('base64')]))
  }
}

function stringsToBuffers(value) {
  if (value?.kind === 'APP_ROUTE' && value.body) value.body = Buffer.from(value.body, 'base64')
  else if (value?.kind === 'APP_PAGE') {
    if (value.rscData) value.rscData = Buffer.from(value.rscData, 'base64')
    if (value.segmentData)
      value.segmentData = new Map(Object.entries(value.segmentData).map(([k, v]) => [k, Buffer.from(v, 'base64')]))
  }
}

/**
 * Whether a cache value is a page that answered "not found" (`notFound()` of a detail page for a slug the site does
 * not have). Neither cache keeps one: every unknown address would otherwise be an entry of its own, kept until the
 * next build (about 200 KB on disk, or in Redis's memory, for each address anyone makes up: the third check from
 * outside filled 4 MB with 20 requests). Such a page is rendered again when asked, as a page never cached is.
 */
export function notFoundPage(value) {
  return value?.kind === 'APP_PAGE' && value.status === 404
}

/** How long the shared cache keeps a listing's combination of filters (see filterCombination). */
export const FILTER_COMBINATION_MAX_AGE_S = 3600

/**
 * Whether a cache key is a product listing's combination of filters: a state with filters in its query
 * (`/it/products/listing/type/sake/producer=P002`, src/i18n/listing-paths.ts), not a route's single value or its page
 * numbers. Values of one filter combine with "or", so such states are countless, each a page anyone may ask for
 * (the fourth check from outside filled the cache with 265 KB per made-up combination). They are kept in bounded room
 * only: this node's memory (Next's LRU) and not its disk, and an hour in the shared cache instead of a week.
 */
export function filterCombination(key) {
  const state = /\/products\/listing\/[^/]+\/[^/]+\/([^/]+)$/.exec(String(key))?.[1]
  if (!state) return false
  let query = state
  try {
    query = decodeURIComponent(state)
  } catch {
    // as it is
  }
  return query !== '_' && !/^page=\d+$/.test(query)
}

/**
 * @param {object} options
 * @param {import('ioredis').Redis} options.client an ioredis client (not a cluster)
 * @param {string} options.keyPrefix every key of the cache starts with it
 * @param {number} [options.timeoutMs] a command not answered by then fails (the read is a miss, the write dropped)
 * @param {number} [options.maxEntryAgeS] no entry, set or mark outlives it
 * @param {number} [options.expireBatch] keys deleted per script call when a tag expires (each call blocks Redis)
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler}
 */
export default function createTagIndexHandler({
  client,
  keyPrefix,
  timeoutMs = 5_000,
  maxEntryAgeS = 7 * 24 * 3600,
  expireBatch = 500,
}) {
  for (const [name, definition] of Object.entries(COMMANDS)) client.defineCommand(name, definition)
  const tagPrefix = `${keyPrefix}__tag__:`
  const markPrefix = `${keyPrefix}__expired__:`
  const renderPrefix = `${keyPrefix}__render__:`
  // When each entry this node renders missed, on Redis's clock (see `__render__` above).
  const reads = new RenderReads()

  // A Redis that stops answering (stalled, paused, swapping) keeps its connection open: every command would wait the
  // whole timeout, several to a page (a page took 7 s, the thirty-first check from outside). Once one has timed out,
  // the next ones fail at once for a few timeouts' time (a read is a miss, a write dropped, an expiry waits), then one
  // tries again.
  let quietUntil = 0
  function ready() {
    if (client.status !== 'ready') throw new Error(`Redis is not ready (${client.status})`)
    if (Date.now() < quietUntil) throw new Error('Redis did not answer a command in time just now: not asked again yet')
  }
  function timed(promise) {
    let timer
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => {
        quietUntil = Date.now() + timeoutMs * QUIET_TIMEOUTS
        reject(new Error(`Redis command timed out after ${timeoutMs} ms`))
      }, timeoutMs)
    })
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
  }

  return {
    name: 'redis-tag-index',

    async get(key, { implicitTags = [] } = {}) {
      ready()
      const marks = implicitTags.map((tag) => markPrefix + tag)
      const [raw, now] = await timed(client.tagIndexGet(1 + marks.length, keyPrefix + key, ...marks, tagPrefix, key))
      if (!raw) {
        reads.missed(key, Number(now) / 1000)
        return null
      }
      const cached = JSON.parse(raw)
      stringsToBuffers(cached.value)
      return cached
    },

    async set(key, cacheHandlerValue, ctx) {
      ready()
      const since = reads.take(key)
      if (notFoundPage(cacheHandlerValue.value)) return
      const value = cacheHandlerValue.value ? { ...cacheHandlerValue.value } : null
      buffersToStrings(value)
      const tags = [...new Set(cacheHandlerValue.tags ?? [])]
      const now = Math.floor(Date.now() / 1000)
      const maxAge = filterCombination(key) ? Math.min(maxEntryAgeS, FILTER_COMBINATION_MAX_AGE_S) : maxEntryAgeS
      const expireAt = Math.min(cacheHandlerValue.lifespan?.expireAt ?? now + maxAge, now + maxAge)
      if (expireAt <= now) return // already expired (the sets of its tags must not take that date)
      await timed(
        client.tagIndexSet(
          keyPrefix + key,
          tagPrefix,
          key,
          JSON.stringify({ ...cacheHandlerValue, value }),
          JSON.stringify(tags),
          String(cacheHandlerValue.lastModified ?? Date.now()),
          String(expireAt),
          ctx?.setOnlyIfNotExists ? '1' : '0',
          renderPrefix,
          since === undefined ? '' : String(Math.round(since * 1000)),
        ),
      )
    },

    async revalidateTag(tag) {
      ready()
      // First the mark: a write after it, of a render that missed before it, is dropped; one before it is deleted below.
      await timed(client.tagIndexMark(renderPrefix + tag, String(MAX_RENDER_MS)))
      if (tag.startsWith(NEXT_IMPLICIT_TAG))
        await timed(client.set(markPrefix + tag, String(Date.now()), 'EX', maxEntryAgeS))
      // Bounded: other nodes may add keys meanwhile, which are then expired too.
      for (let batch = 0; batch < 10_000; batch++) {
        const left = await timed(client.tagIndexExpire(tagPrefix + tag, keyPrefix, tagPrefix, tag, String(expireBatch)))
        if (!left) break
      }
    },

    async delete(key) {
      ready()
      await timed(client.tagIndexRemove(keyPrefix + key, tagPrefix, key))
    },
  }
}
