import { describe, expect, it } from 'vitest'

import createTagIndexHandler from '../../cache-tag-index.mjs'
import { hasRedis, PREFIX, sleep, tagIndexOverRedis, value } from '../../tests/support/tag-index-redis'

/**
 * The shared cache's handler with its tag index (cache-tag-index.mjs, decision 046): what it writes (only if absent when
 * asked, for how long, page buffers as they were) and how it fails when Redis does not answer. Expiry by tag is in
 * cache-tag-index.test.ts.
 */
describe.skipIf(!hasRedis)('cache-tag-index.mjs over Redis: writes and failures', () => {
  const { the, connect, get } = tagIndexOverRedis(1)

  it('writes only if absent when asked (setOnlyIfNotExists)', async () => {
    await the.nodeA.set('k', value('first', ['t']))
    await the.nodeB.set('k', value('second', ['t']), { setOnlyIfNotExists: true } as never)
    expect(await get(the.nodeA, 'k')).toBe('first')
  })

  it("keeps a listing's combination of filters an hour, a route's listing as long as it asks (the fourth check from outside)", async () => {
    // Both pages say a day (their revalidation); the combination is kept an hour.
    const expireAt = Math.floor(Date.now() / 1000) + 24 * 3600
    await the.nodeA.set(
      '/it/products/listing/type/sake/producer=P002',
      value('combination', ['listing:all'], { expireAt }),
    )
    await the.nodeA.set('/it/products/listing/type/sake/_', value('route', ['listing:all'], { expireAt }))
    const combination = await the.redis.ttl(`${PREFIX}/it/products/listing/type/sake/producer=P002`)
    const route = await the.redis.ttl(`${PREFIX}/it/products/listing/type/sake/_`)
    expect(combination).toBeGreaterThan(3500)
    expect(combination).toBeLessThanOrEqual(3600)
    expect(route).toBeGreaterThan(23 * 3600)
    expect(await get(the.nodeB, '/it/products/listing/type/sake/producer=P002')).toBe('combination')
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
    await the.nodeA.set('/en/products/wine', page as never)
    const found = (await the.nodeB.get('/en/products/wine', { implicitTags: [] })) as unknown as typeof page
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
    // Then the next commands are not sent for a few timeouts' time (a page made several reads, each waiting the whole
    // timeout: the thirty-first check from outside), and once that time has passed Redis is asked again.
    await expect(slow.get('k', { implicitTags: [] })).rejects.toThrow(/did not answer a command in time just now/)
    await expect(slow.revalidateTag('t')).rejects.toThrow(/did not answer a command in time just now/)
    await sleep(1_100)
    expect(await slow.get('k', { implicitTags: [] })).toMatchObject({ value: expect.anything() })
  })
})
