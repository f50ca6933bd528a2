import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import CacheHandler, { CACHE_KEY_NAMESPACE } from '../../cache-handler.mjs'

/**
 * The shared cache's handler (cache-handler.mjs, decision 037) as Next calls it. While Redis is unreachable every
 * read is a miss and writes and tag expirations are dropped, quickly and without throwing (a page then renders as
 * an uncached one); once Redis is up the handler uses it, under the build's key prefix, and a tag's expiry removes
 * the entries carrying it. Against a redis-server started here, late on purpose, when Debian's package is installed.
 */
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
const BUILD_ID = 'test-build-1'

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
fs.mkdirSync(path.join(dist, 'server'))
fs.writeFileSync(path.join(dist, 'BUILD_ID'), BUILD_ID)
let server: ChildProcess | undefined

afterAll(() => {
  server?.kill()
  fs.rmSync(dist, { recursive: true, force: true })
})

/** A data-cache entry as `unstable_cache` writes it. */
const entry = (data: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: data, status: 200, url: '' },
  revalidate: false,
})

describe.skipIf(!hasRedis)('cache-handler.mjs over Redis', () => {
  it('misses while Redis is down, then shares entries and expires them by tag', async () => {
    const port = Number(process.env.TEST_REDIS_PORT) || (await freePort())
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    const handler = new CacheHandler({ serverDistDir: path.join(dist, 'server'), dev: false } as never)
    const ctx = { kind: 'FETCH', tags: ['collection:products'], softTags: [] } as never

    // Redis down: no error reaches Next, and nothing is found.
    const started = Date.now()
    await handler.set('k1', entry('first') as never, { fetchCache: true, tags: ['collection:products'] } as never)
    expect(await handler.get('k1', ctx)).toBeNull()
    await handler.revalidateTag('collection:products')
    expect(Date.now() - started).toBeLessThan(6_000)

    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
    const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true })
    redis.on('error', () => {})
    for (let i = 0; i < 50 && redis.status !== 'ready'; i++) await redis.connect().catch(() => sleep(100))
    // The handler's client reconnects by itself (ioredis retries every 2 s at most).
    let found = null
    for (let i = 0; i < 50 && !found; i++) {
      await handler.set('k1', entry('first') as never, { fetchCache: true, tags: ['collection:products'] } as never)
      found = await handler.get('k1', ctx)
      if (!found) await sleep(200)
    }
    expect(found).toMatchObject({ value: { data: { body: 'first' } } })
    expect(await redis.exists(`${CACHE_KEY_NAMESPACE}${BUILD_ID}:k1`)).toBe(1)

    await handler.revalidateTag('collection:products')
    expect(await handler.get('k1', ctx)).toBeNull()
    expect(await redis.exists(`${CACHE_KEY_NAMESPACE}${BUILD_ID}:k1`)).toBe(0)
    await redis.quit()
  }, 30_000)
})
