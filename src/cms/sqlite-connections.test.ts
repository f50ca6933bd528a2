import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Client, createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { leaveConnectionsThatFailedBusy } from './sqlite-connections'

/**
 * Decision 081, on a real SQLite file: a statement of the client fails with SQLITE_BUSY while another connection holds
 * the write lock; once the lock is free, the client writes again. Its write must be committed, seen by the others, and
 * leave the lock free.
 */
describe('the libsql client after a statement failed busy', () => {
  let dir: string
  let url: string
  let other: Client
  const clients: Client[] = []

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-busy-'))
    url = `file:${path.join(dir, 'db.sqlite')}`
    other = createClient({ url })
    await other.execute('PRAGMA journal_mode = WAL')
    await other.execute('CREATE TABLE t (x INTEGER)')
  })
  afterEach(() => {
    for (const client of clients.splice(0)) client.close()
    other.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const open = () => {
    const client = createClient({ url })
    clients.push(client)
    return client
  }
  const seen = async () => (await other.execute('SELECT x FROM t ORDER BY x')).rows.map((row) => Number(row.x))
  /** Runs `fail` on the client while the other connection holds the write lock: it must fail busy. */
  async function whileLocked(fail: () => Promise<unknown>) {
    await other.execute('BEGIN IMMEDIATE')
    await expect(fail()).rejects.toThrow(/SQLITE_BUSY|locked/)
    await other.execute('ROLLBACK')
  }

  it("the binding alone: the next write is seen by no one and holds the lock (what 081 mends: fails once libsql's is)", async () => {
    const client = open()
    await whileLocked(() => client.execute('DELETE FROM t WHERE x = 0'))
    await client.execute('INSERT INTO t VALUES (1)')
    expect(await seen()).toEqual([])
    await expect(other.execute('INSERT INTO t VALUES (2)')).rejects.toThrow(/SQLITE_BUSY|locked/)
  })

  it.each([
    ['a statement', (client: Client) => client.execute('DELETE FROM t WHERE x = 0')],
    ['a batch', (client: Client) => client.batch(['INSERT INTO t VALUES (7)'], 'write')],
    ['a transaction’s BEGIN', (client: Client) => client.transaction('write')],
  ])('after %s failed busy, the next write is committed and the lock is free', async (_, fail) => {
    const client = leaveConnectionsThatFailedBusy(open())
    await whileLocked(() => fail(client))
    await client.execute('INSERT INTO t VALUES (1)')
    expect(await seen()).toEqual([1])
    await other.execute('INSERT INTO t VALUES (2)')
    const tx = await client.transaction('write')
    await tx.execute('INSERT INTO t VALUES (3)')
    await tx.commit()
    expect(await seen()).toEqual([1, 2, 3])
  })

  it('a statement that fails for another reason keeps its connection, and the client works on', async () => {
    const client = leaveConnectionsThatFailedBusy(open())
    await expect(client.execute('INSERT INTO nowhere VALUES (1)')).rejects.toThrow(/no such table/)
    await client.execute('INSERT INTO t VALUES (1)')
    expect(await seen()).toEqual([1])
  })
})
