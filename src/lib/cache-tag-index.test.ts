import { describe, expect, it } from 'vitest'

import createTagIndexHandler from '../../cache-tag-index.mjs'
import { hasRedis, PREFIX, sleep, tagIndexOverRedis, value } from '../../tests/support/tag-index-redis'

/**
 * The shared cache's handler with its index from tag to keys (cache-tag-index.mjs, decision 046), as the package's
 * CacheHandler calls it: expiring a tag removes the entries carrying it and no other, for every node; soft (path) tags
 * expire the pages under them; the index keeps no key for long once its entry is replaced, deleted or expired. Writes,
 * lifetimes and failures are in cache-tag-index-storage.test.ts; the outage (misses, then the missed expiry done) in
 * cache-handler.test.ts.
 */
describe.skipIf(!hasRedis)('cache-tag-index.mjs over Redis: expiry by tag', () => {
  const { the, connect, get, members } = tagIndexOverRedis(0)

  it('expires the entries of a tag and no other, for every node', async () => {
    await the.nodeA.set('sheet-1', value('sheet 1', ['doc:products:1', 'listing:red']))
    await the.nodeA.set('sheet-2', value('sheet 2', ['doc:products:2', 'listing:red']))
    await the.nodeB.set('sheet-3', value('sheet 3', ['doc:products:3', 'listing:white']))
    await the.nodeB.set('home', value('home', []))
    // Each node reads what the other wrote.
    expect(await get(the.nodeB, 'sheet-1')).toBe('sheet 1')
    expect(await get(the.nodeA, 'sheet-3')).toBe('sheet 3')
    expect(await members('listing:red')).toEqual(['sheet-1', 'sheet-2'])

    // A expires a product's tag: B misses that sheet only.
    await the.nodeA.revalidateTag('doc:products:1')
    expect(await get(the.nodeB, 'sheet-1')).toBeNull()
    expect(await get(the.nodeB, 'sheet-2')).toBe('sheet 2')
    expect(await get(the.nodeB, 'sheet-3')).toBe('sheet 3')
    expect(await get(the.nodeB, 'home')).toBe('home')
    // The index forgets the deleted entry in its other tag's set, and the expired tag's set is gone.
    expect(await members('listing:red')).toEqual(['sheet-2'])
    expect(await the.redis.exists(`${PREFIX}__tag__:doc:products:1`)).toBe(0)
    expect(await the.redis.exists(`${PREFIX}sheet-1`)).toBe(0)

    // B expires a listing tag: A misses its entries only.
    await the.nodeB.revalidateTag('listing:white')
    expect(await get(the.nodeA, 'sheet-3')).toBeNull()
    expect(await get(the.nodeA, 'sheet-2')).toBe('sheet 2')
    expect(await members('doc:products:3')).toEqual([])

    // A tag no entry carries: nothing happens.
    await the.nodeA.revalidateTag('doc:products:99')
    expect(await get(the.nodeA, 'sheet-2')).toBe('sheet 2')
    // Written again after the expiry: found again.
    await the.nodeB.set('sheet-1', value('sheet 1 again', ['doc:products:1', 'listing:red']))
    expect(await get(the.nodeA, 'sheet-1')).toBe('sheet 1 again')
  })

  // Decision 111: a listing whose render began before an edit, and was written after the edit expired its tags, was
  // kept as fresh with the counts of before the edit.
  it('drops the write of a render that missed before one of its tags expired, on any node', async () => {
    await the.nodeA.set('listing', value('77 aged', ['listing:all', 'collection:products']))
    await the.nodeA.revalidateTag('collection:products')
    // A misses and renders; meanwhile B saves a product and expires the tag; A writes what it rendered.
    expect(await get(the.nodeA, 'listing')).toBeNull()
    await the.nodeB.revalidateTag('collection:products')
    await the.nodeA.set('listing', value('77 aged, read before the edit', ['listing:all', 'collection:products']))
    expect(await get(the.nodeB, 'listing')).toBeNull()
    // The next render, which missed after the edit, is kept.
    expect(await get(the.nodeA, 'listing')).toBeNull()
    await the.nodeA.set('listing', value('76 aged', ['listing:all', 'collection:products']))
    expect(await get(the.nodeB, 'listing')).toBe('76 aged')

    // An expiry of another tag, or one before the miss, drops nothing.
    await the.nodeA.revalidateTag('doc:products:5')
    expect(await get(the.nodeA, 'sheet-5')).toBeNull()
    await the.nodeB.revalidateTag('listing:red')
    await the.nodeA.set('sheet-5', value('sheet 5', ['doc:products:5']))
    expect(await get(the.nodeB, 'sheet-5')).toBe('sheet 5')
    // A write with no miss before it (another node rendered it) is not checked.
    await the.nodeB.revalidateTag('doc:products:6')
    await the.nodeB.set('sheet-6', value('sheet 6', ['doc:products:6']))
    expect(await get(the.nodeA, 'sheet-6')).toBe('sheet 6')
    // The marks last as long as a render may.
    const ttl = await the.redis.pttl(`${PREFIX}__render__:collection:products`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(5 * 60_000)
  })

  it('expires a tag carried by more entries than one batch', async () => {
    const small = createTagIndexHandler({ client: await connect(), keyPrefix: PREFIX, expireBatch: 7 })
    for (let i = 0; i < 50; i++) await small.set(`k${i}`, value(`v${i}`, ['collection:products', `doc:products:${i}`]))
    await small.set('other', value('other', ['collection:producers']))
    await small.revalidateTag('collection:products')
    for (let i = 0; i < 50; i++) expect(await get(the.nodeA, `k${i}`)).toBeNull()
    expect(await get(the.nodeA, 'other')).toBe('other')
    // Only the entry of the other tag, and its set, are left (and the expired tag's mark, for renders under way).
    expect((await the.redis.keys(`${PREFIX}*`)).sort()).toEqual([
      `${PREFIX}__render__:collection:products`,
      `${PREFIX}__tag__:collection:producers`,
      `${PREFIX}other`,
    ])
  })

  it('expires pages by their implicit (path) tags, stored or passed as soft tags on reading', async () => {
    // An entry whose own tags hold a path tag (a Pages Router page, or a route handler).
    await the.nodeA.set('/en/about', value('about', ['_N_T_/en/about']))
    // An App Router page: Next passes its path tags on each read (soft tags), they are not stored with it.
    const soft = ['_N_T_/layout', '_N_T_/en/layout', '_N_T_/en/products/layout', '_N_T_/en/products/wine/page']
    await the.nodeA.set('/en/products/wine', value('wine', ['doc:products:1']))
    await the.nodeA.set('/fr/produits/vin', value('vin', ['doc:products:1']))
    expect(await get(the.nodeB, '/en/products/wine', soft)).toBe('wine')

    await the.nodeB.revalidateTag('_N_T_/en/about')
    expect(await get(the.nodeA, '/en/about')).toBeNull()
    // revalidatePath('/en', 'layout') on B: A's page under /en misses, the French one does not.
    await sleep(2)
    await the.nodeB.revalidateTag('_N_T_/en/layout')
    expect(await get(the.nodeA, '/en/products/wine', soft)).toBeNull()
    expect(await get(the.nodeA, '/fr/produits/vin', ['_N_T_/layout', '_N_T_/fr/layout'])).toBe('vin')
    // The page rendered again after the expiry is found; the mark outlives it at most a week.
    await sleep(2)
    await the.nodeA.set('/en/products/wine', value('wine again', ['doc:products:1']))
    expect(await get(the.nodeB, '/en/products/wine', soft)).toBe('wine again')
    const ttl = await the.redis.ttl(`${PREFIX}__expired__:_N_T_/en/layout`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600)
  })

  it('keeps the index no larger than the entries: replaced, deleted and expired entries leave it', async () => {
    // Replaced with other tags: the key leaves the sets of the tags it lost, and is not expired by them.
    await the.nodeA.set('listing', value('v1', ['listing:red', 'doc:products:1']))
    await the.nodeB.set('listing', value('v2', ['listing:red', 'doc:products:2']))
    expect(await members('doc:products:1')).toEqual([])
    expect(await members('doc:products:2')).toEqual(['listing'])
    await the.nodeA.revalidateTag('doc:products:1')
    expect(await get(the.nodeA, 'listing')).toBe('v2')

    // Deleted (the CacheHandler deletes an entry past its lifespan): its key leaves every set.
    await the.nodeA.delete?.('listing')
    expect(await get(the.nodeA, 'listing')).toBeNull()
    expect(await members('listing:red')).toEqual([])
    expect(await members('doc:products:2')).toEqual([])

    // A set expires with the longest-lived of its entries, and an entry never outlives the maximum age.
    const now = Math.floor(Date.now() / 1000)
    await the.nodeA.set('a', value('a', ['t'], { expireAt: now + 100 }))
    await the.nodeA.set('b', value('b', ['t'], { expireAt: now + 500 }))
    await the.nodeA.set('c', value('c', ['t'], { expireAt: now + 200 }))
    const setTtl = await the.redis.ttl(`${PREFIX}__tag__:t`)
    expect(setTtl).toBeGreaterThan(490)
    expect(setTtl).toBeLessThanOrEqual(500)
    // An entry already past its date is not written, and does not shorten its tags' sets.
    await the.nodeA.set('late', value('late', ['t'], { lastModified: Date.now() - 20_000, expireAt: now - 10 }))
    expect(await get(the.nodeA, 'late')).toBeNull()
    expect(await the.redis.ttl(`${PREFIX}__tag__:t`)).toBeGreaterThan(490)
    expect(await get(the.nodeA, 'a')).toBe('a')
    await the.nodeA.set('d', value('d', ['u'], { expireAt: now + 365 * 24 * 3600 }))
    expect(await the.redis.ttl(`${PREFIX}d`)).toBeLessThanOrEqual(7 * 24 * 3600)
    expect(await the.redis.ttl(`${PREFIX}__tag__:u`)).toBeLessThanOrEqual(7 * 24 * 3600)

    // Entries that expired by themselves (Redis drops the key, not its set members) are swept by later writes of
    // their tags: 200 entries expire, 200 others are written; the set does not keep the 200 dead keys.
    // (One entry that lives on keeps the set.)
    await the.nodeA.set('keeper', value('keeper', ['hot']))
    for (let i = 0; i < 200; i++) await the.nodeA.set(`old${i}`, value('old', ['hot'], { expireAt: now + 1 }))
    await sleep(2_100)
    for (let i = 0; i < 200; i++) await the.nodeB.set(`new${i}`, value('new', ['hot']))
    const hot = await members('hot')
    expect(hot).toContain('keeper')
    expect(hot.filter((key) => key.startsWith('new'))).toHaveLength(200)
    expect(hot.filter((key) => key.startsWith('old')).length).toBeLessThan(100)
  })

  it('misses an entry whose tag set was lost (evicted): it could no longer be expired by that tag', async () => {
    await the.nodeA.set('sheet', value('sheet', ['doc:products:1', 'listing:red']))
    await the.redis.del(`${PREFIX}__tag__:listing:red`)
    expect(await get(the.nodeB, 'sheet')).toBeNull()
    expect(await the.redis.exists(`${PREFIX}sheet`)).toBe(0)
    expect(await members('doc:products:1')).toEqual([])
  })
})
