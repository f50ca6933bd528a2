import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMIT_TABLE, SqlStore } from '../../src/lib/rate-limit/sql-store'
import { startPostgres, type TestPostgres } from '../support/postgres'
import { behavesAsAStore } from '../support/rate-limit-store'

/**
 * The sign-in limits' database store on PostgreSQL (decision 016): the PostgreSQL dialect of its one upsert,
 * on the table as Payload creates it for the `rate-limits` collection (text as varchar, numbers as numeric).
 */
let server: TestPostgres
let client: pg.Client

beforeAll(async () => {
  server = await startPostgres()
  client = new pg.Client({ connectionString: server.url })
  await client.connect()
  await client.query(
    `CREATE TABLE ${RATE_LIMIT_TABLE} (id serial PRIMARY KEY, key varchar NOT NULL, count numeric NOT NULL,
     reset_at numeric NOT NULL, last_at numeric NOT NULL, prev_at numeric)`,
  )
  await client.query(`CREATE UNIQUE INDEX rate_limits_key_idx ON ${RATE_LIMIT_TABLE} (key)`)
}, 180_000)

afterAll(async () => {
  await client?.end()
  await server?.stop()
})

describe('rate-limit store on PostgreSQL', () => {
  it('counts as every store does, concurrent hits included', async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 5 })
    try {
      await behavesAsAStore(new SqlStore(async (sql, params) => (await pool.query(sql, params)).rows, 'postgres'))
    } finally {
      await pool.end()
    }
  })

  it('two nodes, each with its own connections, count one client together (issue 17: limits share their store)', async () => {
    const nodes = [0, 1].map(() => new pg.Pool({ connectionString: server.url, max: 3 }))
    try {
      const [a, b] = nodes.map(
        (pool) => new SqlStore(async (sql, params) => (await pool.query(sql, params)).rows, 'postgres'),
      )
      const t = Date.now()
      const hits = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a! : b!).hit('two-nodes', 60_000, false, t)),
      )
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
      expect(await a!.peek('two-nodes', t)).toBe(10)
      expect(await b!.peek('two-nodes', t)).toBe(10)
    } finally {
      await Promise.all(nodes.map((pool) => pool.end()))
    }
  })
})
