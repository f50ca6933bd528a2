import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Client, createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { pino } from 'pino'
import { afterEach, beforeEach } from 'vitest'

import type { TransactionAdapter } from '../../src/cms/sqlite-transactions'

/**
 * A real SQLite file (write-ahead log, one table `t`) for each test of the calling file (vitest hooks): the adapter's
 * client, and another connection that reads and writes as another request or process would. What the tests use is read
 * in a test (`the.client`, `the.other`).
 */
export function sqliteTransactionFile() {
  let dir = ''
  const the = {} as { client: Client; other: Client }

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-tx-'))
    const url = `file:${path.join(dir, 'db.sqlite')}`
    the.other = createClient({ url })
    await the.other.execute('PRAGMA journal_mode = WAL')
    await the.other.execute('CREATE TABLE t (x INTEGER)')
    the.client = createClient({ url })
  })
  afterEach(() => {
    the.client.close()
    the.other.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  return {
    the,
    /** The adapter's sessions over the client, as the site's SQLite adapter holds them. */
    adapter: (): TransactionAdapter => ({
      drizzle: drizzle(the.client) as unknown as TransactionAdapter['drizzle'],
      sessions: {},
      transactionOptions: {},
      payload: { logger: pino({ enabled: false }) },
    }),
    /** What the other connection (a page's read) sees. */
    rows: async () => (await the.other.execute('SELECT x FROM t ORDER BY x')).rows.map((row) => Number(row.x)),
    /** A row written in the transaction `id`. */
    insert: (db: TransactionAdapter, id: string, x: number) =>
      (db.sessions[id]!.db as { run: (query: unknown) => Promise<unknown> }).run(sql`INSERT INTO t VALUES (${x})`),
  }
}
