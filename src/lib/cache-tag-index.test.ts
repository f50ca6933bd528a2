import type { ChildProcess } from 'node:child_process'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import createTagIndexHandler from '../../cache-tag-index.mjs'
import { freePort, hasRedisServer, spawnRedisServer } from '../../scripts/lib/redis-server.mjs'

/**
 * The shared cache's handler with its index from tag to keys (cache-tag-index.mjs, decision 046), as the package's
 * CacheHandler calls it: expiring a tag removes the entries carrying it and no other, for every node; soft (path) tags
 * expire the pages under them; the index keeps no key for long once its entry is replaced, deleted or expired. Two
 * handlers on two connections stand for two nodes. Against a redis-server started here (Debian's package), on
 * TEST_TAG_INDEX_REDIS_PORT or a free port. The outage (misses, then the missed expiry done) is in cache-handler.test.ts.
 */
const hasRedis = hasRedisServer()
const PREFIX = 'trade-catalogue:next:test-build:'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Handler = ReturnType<typeof createTagIndexHandler>

/** An entry as the package's CacheHandler hands it over: an `unstable_cache` value with its tags and lifespan. */
function value(body: string, tags: string[], { lastModified = Date.now(), expireAt = 0 } = {}) {
  const now = Math.floor(lastModified / 1000)
  return {
    lastModified,
    lifespan: { expireAt: expireAt || now + 3600, expireAge: 3600, lastModifiedAt: now, staleAge: 3600, staleAt: now },
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
  } as never
}
const body = (found: unknown) => (found as { value: { data: { body: string } } } | null)?.value.data.body ?? null

describe.skipIf(!hasRedis)('cache-tag-index.mjs over Redis', () => {
  let server: ChildProcess | undefined
  let port = 0
  const clients: Redis[] = []
  let redis: Redis
  let nodeA: Handler
  let nodeB: Handler

  async function connect() {
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1 })
    client.on('error', () => {})
    clients.push(client)
    for (let i = 0; i < 50 && client.status !== 'ready'; i++) await client.connect().catch(() => sleep(100))
    return client
  }
  const handler = async () => createTagIndexHandler({ client: await connect(), keyPrefix: PREFIX, timeoutMs: 1_000 })
  const get = async (node: Handler, key: string, implicitTags: string[] = []) =>
    body(await node.get(key, { implicitTags }))
  const members = (tag: string) => redis.smembers(`${PREFIX}__tag__:${tag}`).then((m) => m.sort())

  beforeAll(async () => {
    port = Number(process.env.TEST_TAG_INDEX_REDIS_PORT) || (await freePort())
    server = spawnRedisServer(port)
    redis = await connect()
    nodeA = await handler()
    nodeB = await handler()
  })
  afterAll(async () => {
    for (const client of clients) client.disconnect()
    server?.kill()
  })
  beforeEach(async () => {
    await redis.flushall()
  })

  it('expires the entries of a tag and no other, for every node', async () => {
    await nodeA.set('sheet-1', value('sheet 1', ['doc:products:1', 'listing:red']))
    await nodeA.set('sheet-2', value('sheet 2', ['doc:products:2', 'listing:red']))
    await nodeB.set('sheet-3', value('sheet 3', ['doc:products:3', 'listing:white']))
    await nodeB.set('home', value('home', []))
    // Each node reads what the other wrote.
    expect(await get(nodeB, 'sheet-1')).toBe('sheet 1')
    expect(await get(nodeA, 'sheet-3')).toBe('sheet 3')
    expect(await members('listing:red')).toEqual(['sheet-1', 'sheet-2'])

    // A expires a product's tag: B misses that sheet only.
    await nodeA.revalidateTag('doc:products:1')
    expect(await get(nodeB, 'sheet-1')).toBeNull()
    expect(await get(nodeB, 'sheet-2')).toBe('sheet 2')
    expect(await get(nodeB, 'sheet-3')).toBe('sheet 3')
    expect(await get(nodeB, 'home')).toBe('home')
    // The index forgets the deleted entry in its other tag's set, and the expired tag's set is gone.
    expect(await members('listing:red')).toEqual(['sheet-2'])
    expect(await redis.exists(`${PREFIX}__tag__:doc:products:1`)).toBe(0)
    expect(await redis.exists(`${PREFIX}sheet-1`)).toBe(0)

    // B expires a listing tag: A misses its entries only.
    await nodeB.revalidateTag('listing:white')
    expect(await get(nodeA, 'sheet-3')).toBeNull()
    expect(await get(nodeA, 'sheet-2')).toBe('sheet 2')
    expect(await members('doc:products:3')).toEqual([])

    // A tag no entry carries: nothing happens.
    await nodeA.revalidateTag('doc:products:99')
    expect(await get(nodeA, 'sheet-2')).toBe('sheet 2')
    // Written again after the expiry: found again.
    await nodeB.set('sheet-1', value('sheet 1 again', ['doc:products:1', 'listing:red']))
    expect(await get(nodeA, 'sheet-1')).toBe('sheet 1 again')
  })

  it('expires a tag carried by more entries than one batch', async () => {
    const small = createTagIndexHandler({ client: await connect(), keyPrefix: PREFIX, expireBatch: 7 })
    for (let i = 0; i < 50; i++) await small.set(`k${i}`, value(`v${i}`, ['collection:products', `doc:products:${i}`]))
    await small.set('other', value('other', ['collection:producers']))
    await small.revalidateTag('collection:products')
    for (let i = 0; i < 50; i++) expect(await get(nodeA, `k${i}`)).toBeNull()
    expect(await get(nodeA, 'other')).toBe('other')
    // Only the entry of the other tag, and its set, are left.
    expect((await redis.keys(`${PREFIX}*`)).sort()).toEqual([`${PREFIX}__tag__:collection:producers`, `${PREFIX}other`])
  })

  it('expires pages by their implicit (path) tags, stored or passed as soft tags on reading', async () => {
    // An entry whose own tags hold a path tag (a Pages Router page, or a route handler).
    await nodeA.set('/en/about', value('about', ['_N_T_/en/about']))
    // An App Router page: Next passes its path tags on each read (soft tags), they are not stored with it.
    const soft = ['_N_T_/layout', '_N_T_/en/layout', '_N_T_/en/products/layout', '_N_T_/en/products/wine/page']
    await nodeA.set('/en/products/wine', value('wine', ['doc:products:1']))
    await nodeA.set('/fr/produits/vin', value('vin', ['doc:products:1']))
    expect(await get(nodeB, '/en/products/wine', soft)).toBe('wine')

    await nodeB.revalidateTag('_N_T_/en/about')
    expect(await get(nodeA, '/en/about')).toBeNull()
    // revalidatePath('/en', 'layout') on B: A's page under /en misses, the French one does not.
    await sleep(2)
    await nodeB.revalidateTag('_N_T_/en/layout')
    expect(await get(nodeA, '/en/products/wine', soft)).toBeNull()
    expect(await get(nodeA, '/fr/produits/vin', ['_N_T_/layout', '_N_T_/fr/layout'])).toBe('vin')
    // The page rendered again after the expiry is found; the mark outlives it at most a week.
    await sleep(2)
    await nodeA.set('/en/products/wine', value('wine again', ['doc:products:1']))
    expect(await get(nodeB, '/en/products/wine', soft)).toBe('wine again')
    const ttl = await redis.ttl(`${PREFIX}__expired__:_N_T_/en/layout`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600)
  })

  it('keeps the index no larger than the entries: replaced, deleted and expired entries leave it', async () => {
    // Replaced with other tags: the key leaves the sets of the tags it lost, and is not expired by them.
    await nodeA.set('listing', value('v1', ['listing:red', 'doc:products:1']))
    await nodeB.set('listing', value('v2', ['listing:red', 'doc:products:2']))
    expect(await members('doc:products:1')).toEqual([])
    expect(await members('doc:products:2')).toEqual(['listing'])
    await nodeA.revalidateTag('doc:products:1')
    expect(await get(nodeA, 'listing')).toBe('v2')

    // Deleted (the CacheHandler deletes an entry past its lifespan): its key leaves every set.
    await nodeA.delete?.('listing')
    expect(await get(nodeA, 'listing')).toBeNull()
    expect(await members('listing:red')).toEqual([])
    expect(await members('doc:products:2')).toEqual([])

    // A set expires with the longest-lived of its entries, and an entry never outlives the maximum age.
    const now = Math.floor(Date.now() / 1000)
    await nodeA.set('a', value('a', ['t'], { expireAt: now + 100 }))
    await nodeA.set('b', value('b', ['t'], { expireAt: now + 500 }))
    await nodeA.set('c', value('c', ['t'], { expireAt: now + 200 }))
    const setTtl = await redis.ttl(`${PREFIX}__tag__:t`)
    expect(setTtl).toBeGreaterThan(490)
    expect(setTtl).toBeLessThanOrEqual(500)
    // An entry already past its date is not written, and does not shorten its tags' sets.
    await nodeA.set('late', value('late', ['t'], { lastModified: Date.now() - 20_000, expireAt: now - 10 }))
    expect(await get(nodeA, 'late')).toBeNull()
    expect(await redis.ttl(`${PREFIX}__tag__:t`)).toBeGreaterThan(490)
    expect(await get(nodeA, 'a')).toBe('a')
    await nodeA.set('d', value('d', ['u'], { expireAt: now + 365 * 24 * 3600 }))
    expect(await redis.ttl(`${PREFIX}d`)).toBeLessThanOrEqual(7 * 24 * 3600)
    expect(await redis.ttl(`${PREFIX}__tag__:u`)).toBeLessThanOrEqual(7 * 24 * 3600)

    // Entries that expired by themselves (Redis drops the key, not its set members) are swept by later writes of
    // their tags: 200 entries expire, 200 others are written; the set does not keep the 200 dead keys.
    // (One entry that lives on keeps the set.)
    await nodeA.set('keeper', value('keeper', ['hot']))
    for (let i = 0; i < 200; i++) await nodeA.set(`old${i}`, value('old', ['hot'], { expireAt: now + 1 }))
    await sleep(2_100)
    for (let i = 0; i < 200; i++) await nodeB.set(`new${i}`, value('new', ['hot']))
    const hot = await members('hot')
    expect(hot).toContain('keeper')
    expect(hot.filter((key) => key.startsWith('new'))).toHaveLength(200)
    expect(hot.filter((key) => key.startsWith('old')).length).toBeLessThan(100)
  })

  it('misses an entry whose tag set was lost (evicted): it could no longer be expired by that tag', async () => {
    await nodeA.set('sheet', value('sheet', ['doc:products:1', 'listing:red']))
    await redis.del(`${PREFIX}__tag__:listing:red`)
    expect(await get(nodeB, 'sheet')).toBeNull()
    expect(await redis.exists(`${PREFIX}sheet`)).toBe(0)
    expect(await members('doc:products:1')).toEqual([])
  })

  it('writes only if absent when asked (setOnlyIfNotExists)', async () => {
    await nodeA.set('k', value('first', ['t']))
    await nodeB.set('k', value('second', ['t']), { setOnlyIfNotExists: true } as never)
    expect(await get(nodeA, 'k')).toBe('first')
  })

  it("keeps a listing's combination of filters an hour, a route's listing as long as it asks (the fourth check from outside)", async () => {
    // Both pages say a day (their revalidation); the combination is kept an hour.
    const expireAt = Math.floor(Date.now() / 1000) + 24 * 3600
    await nodeA.set('/it/products/listing/type/sake/producer=P002', value('combination', ['listing:all'], { expireAt }))
    await nodeA.set('/it/products/listing/type/sake/_', value('route', ['listing:all'], { expireAt }))
    const combination = await redis.ttl(`${PREFIX}/it/products/listing/type/sake/producer=P002`)
    const route = await redis.ttl(`${PREFIX}/it/products/listing/type/sake/_`)
    expect(combination).toBeGreaterThan(3500)
    expect(combination).toBeLessThanOrEqual(3600)
    expect(route).toBeGreaterThan(23 * 3600)
    expect(await get(nodeB, '/it/products/listing/type/sake/producer=P002')).toBe('combination')
  })

  it('keeps page buffers (RSC data, segments) as they were written', async () => {
    const page = {
      lastModified: Date.now(),
      lifespan: null,
      tags: ['doc:products:1'],
      value: {
        kind: 'APP_PAGE',
        html: '<p>wine</p>',
        rscData: Buffer.from('rsc payload'),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 'doc:products:1' },
        status: 200,
        postponed: undefined,
      },
    }
    await nodeA.set('/en/products/wine', page as never)
    const found = (await nodeB.get('/en/products/wine', { implicitTags: [] })) as unknown as typeof page
    expect(found.value.rscData.toString()).toBe('rsc payload')
    expect(found.value.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(found.value.html).toBe('<p>wine</p>')
    // The value written is not changed by the write (Next keeps using it).
    expect(Buffer.isBuffer(page.value.rscData)).toBe(true)
  })

  it('fails fast, without waiting for Redis, when its connection is down', async () => {
    const client = await connect()
    const node = createTagIndexHandler({ client, keyPrefix: PREFIX, timeoutMs: 1_000 })
    await node.set('k', value('v', ['t']))
    client.disconnect()
    const started = Date.now()
    await expect(node.get('k', { implicitTags: [] })).rejects.toThrow()
    await expect(node.set('k', value('v', ['t']))).rejects.toThrow()
    await expect(node.revalidateTag('t')).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_000)
    // A command that Redis does not answer fails after the timeout.
    const paused = await connect()
    const slow = createTagIndexHandler({ client: paused, keyPrefix: PREFIX, timeoutMs: 200 })
    const blocker = await connect()
    await blocker.call('CLIENT', 'PAUSE', '1000', 'ALL')
    const t0 = Date.now()
    await expect(slow.get('k', { implicitTags: [] })).rejects.toThrow(/timed out/)
    expect(Date.now() - t0).toBeLessThan(900)
    await sleep(1_000)
  })
})
