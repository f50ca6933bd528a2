import type { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, hasRedisServer, spawnRedisServer, waitForPort } from '../../../scripts/lib/redis-server.mjs'
import { behavesAsAStore as behaves } from '../../../tests/support/rate-limit-store'
import { RedisStore } from './redis-store'
import { RATE_LIMIT_TABLE, SqlStore } from './sql-store'
import { MemoryStore } from './store'

/**
 * Every store answers `hit` alike: fixed and sliding windows, the previous hit, a window that ended starting
 * again. SQLite through libsql on a file (the table as Payload makes it for src/cms/collections/rate-limits.ts);
 * Redis through a redis-server started here when Debian's package is installed (`.ci/run` installs it). The
 * PostgreSQL dialect of the same statement runs in tests/integration/rate-limits-postgres.test.ts.
 */

describe('rate-limit stores', () => {
  it('memory', async () => behaves(new MemoryStore()))

  it('SQLite (libsql), the statement of the database store', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limits-'))
    const client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
    try {
      await client.execute(
        `CREATE TABLE ${RATE_LIMIT_TABLE} (id integer PRIMARY KEY NOT NULL, key text NOT NULL, count numeric NOT NULL, reset_at numeric NOT NULL, last_at numeric NOT NULL, prev_at numeric)`,
      )
      await client.execute(`CREATE UNIQUE INDEX rate_limits_key_idx ON ${RATE_LIMIT_TABLE} (key)`)
      const store = new SqlStore(
        async (sql, args) => (await client.execute({ sql, args: args as never })).rows as never,
        'sqlite',
      )
      await behaves(store)
    } finally {
      client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  describe('Redis', () => {
    const hasRedis = hasRedisServer()
    let server: ReturnType<typeof spawn> | undefined
    let redis: Redis | undefined

    beforeAll(async () => {
      if (!hasRedis) return
      const port = await freePort()
      server = spawnRedisServer(port)
      await waitForPort(port)
      redis = new Redis({ port, host: '127.0.0.1' })
    })
    afterAll(async () => {
      await redis?.quit().catch(() => {})
      server?.kill()
    })

    it.skipIf(!hasRedis)('the Lua script of the Redis store, with keys that expire', async () => {
      await behaves(new RedisStore(redis!))
      // Every counter expires with its window.
      const ttl = await redis!.pttl('trade-catalogue:rate-limit:k')
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThan(70_000)
    })
  })
})
