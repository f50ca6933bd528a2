import type { ChildProcess } from 'node:child_process'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach } from 'vitest'

import createTagIndexHandler from '../../cache-tag-index.mjs'
import { freePort, hasRedisServer, spawnRedisServer } from '../../scripts/lib/redis-server.mjs'

/**
 * What the tests of the shared cache's handler with its tag index (cache-tag-index.mjs, decision 046) stand on: a
 * redis-server started for the file (Debian's package), on TEST_TAG_INDEX_REDIS_PORT (plus `portOffset`, one per file)
 * or a free port, emptied before each test; two handlers on two connections stand for two nodes.
 */
export const hasRedis = hasRedisServer()
export const PREFIX = 'trade-catalogue:next:test-build:'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type Handler = ReturnType<typeof createTagIndexHandler>

/** An entry as the package's CacheHandler hands it over: an `unstable_cache` value with its tags and lifespan. */
export function value(body: string, tags: string[], { lastModified = Date.now(), expireAt = 0 } = {}) {
  const now = Math.floor(lastModified / 1000)
  return {
    lastModified,
    lifespan: { expireAt: expireAt || now + 3600, expireAge: 3600, lastModifiedAt: now, staleAge: 3600, staleAt: now },
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
  } as never
}
const body = (found: unknown) => (found as { value: { data: { body: string } } } | null)?.value.data.body ?? null

/** Starts the server and the two nodes for the calling file's tests (vitest hooks); what they use is read in a test. */
export function tagIndexOverRedis(portOffset: number) {
  let server: ChildProcess | undefined
  let port = 0
  const clients: Redis[] = []
  const the = {} as { redis: Redis; nodeA: Handler; nodeB: Handler }

  async function connect() {
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1 })
    client.on('error', () => {})
    clients.push(client)
    for (let i = 0; i < 50 && client.status !== 'ready'; i++) await client.connect().catch(() => sleep(100))
    return client
  }
  const handler = async () => createTagIndexHandler({ client: await connect(), keyPrefix: PREFIX, timeoutMs: 1_000 })

  beforeAll(async () => {
    const fixed = Number(process.env.TEST_TAG_INDEX_REDIS_PORT)
    port = fixed ? fixed + portOffset : await freePort()
    server = spawnRedisServer(port)
    the.redis = await connect()
    the.nodeA = await handler()
    the.nodeB = await handler()
  })
  afterAll(async () => {
    for (const client of clients) client.disconnect()
    server?.kill()
  })
  beforeEach(async () => {
    await the.redis.flushall()
  })

  return {
    the,
    connect,
    get: async (node: Handler, key: string, implicitTags: string[] = []) => body(await node.get(key, { implicitTags })),
    members: (tag: string) => the.redis.smembers(`${PREFIX}__tag__:${tag}`).then((m) => m.sort()),
  }
}
