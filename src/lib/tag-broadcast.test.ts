import type { ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, hasRedisServer, spawnRedisServer } from '../../scripts/lib/redis-server.mjs'
import { broadcastExpiredTags, onExpiredTags, parseExpiredTags } from './tag-broadcast'

/**
 * Expired tags told to every node (decision 037): only lists of cache tags are heard; a node hears `null` at each
 * connection (it may have missed messages), then every list any node broadcasts. Against a redis-server started
 * here when Debian's package is installed (as src/lib/rate-limit/stores.test.ts).
 */
describe('parseExpiredTags', () => {
  it('takes a list of cache tags', () => {
    expect(parseExpiredTags('["collection:products","doc:products:12"]')).toEqual([
      'collection:products',
      'doc:products:12',
    ])
  })
  it.each(['', 'not json', '{"tags":[]}', '["collection:products", 3]', '["<script>"]', '"collection:products"'])(
    'ignores %j',
    (message) => expect(parseExpiredTags(message)).toBeNull(),
  )
})

describe('over Redis', () => {
  const hasRedis = hasRedisServer()
  let server: ChildProcess | undefined
  let url = ''

  beforeAll(async () => {
    if (!hasRedis) return
    const port = Number(process.env.TEST_REDIS_PORT) || (await freePort())
    server = spawnRedisServer(port)
    url = `redis://127.0.0.1:${port}`
  })
  afterAll(() => {
    server?.kill()
  })

  it.skipIf(!hasRedis)('a listener hears null on connecting, then the tags broadcast', async () => {
    const heard: (readonly string[] | null)[] = []
    onExpiredTags((tags) => heard.push(tags), url)
    const deadline = Date.now() + 5_000
    while (!heard.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(heard).toEqual([null])
    // Subscribing follows the connection: give it a moment before publishing.
    await new Promise((r) => setTimeout(r, 200))
    broadcastExpiredTags(['collection:producers', 'doc:producers:3'], url)
    while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(heard).toEqual([null, ['collection:producers', 'doc:producers:3']])
  })
})
