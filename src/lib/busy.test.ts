import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { describe, expect, it } from 'vitest'

import { isBusy, retryWhenBusy } from './busy'

describe('a write that met another on SQLite', () => {
  /** A real SQLITE_BUSY: one connection holds the write lock, another writes through drizzle (as Payload does). */
  async function lockedDatabase() {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-'))
    const url = `file:${path.join(folder, 'busy.db')}`
    const holder = createClient({ url })
    await holder.execute('PRAGMA journal_mode = WAL')
    await holder.execute('CREATE TABLE jobs (id INTEGER PRIMARY KEY, processing INTEGER)')
    await holder.execute('INSERT INTO jobs (processing) VALUES (1)')
    const writer = createClient({ url })
    const db = drizzle(writer)
    const transaction = await holder.transaction('write')
    await transaction.execute('UPDATE jobs SET processing = 1')
    return {
      release: () => db.run(sql`UPDATE jobs SET processing = 0 WHERE processing = 1`),
      unlock: () => transaction.commit(),
      close() {
        transaction.close()
        holder.close()
        writer.close()
        fs.rmSync(folder, { recursive: true, force: true })
      },
    }
  }

  it('is told apart when drizzle wraps it ("Failed query", the busy error as its cause), and nothing else is', async () => {
    const locked = await lockedDatabase()
    try {
      const error = await locked.release().then(
        () => null,
        (e: unknown) => e,
      )
      expect(String(error)).not.toMatch(/SQLITE_BUSY|locked/)
      expect(isBusy(error)).toBe(true)
      expect(isBusy(new Error('Failed query: UPDATE jobs', { cause: new Error('no such table: jobs') }))).toBe(false)
      expect(isBusy(new Error('Error: cannot begin transaction: SQLITE_BUSY: database is locked'))).toBe(true)
    } finally {
      locked.close()
    }
  })

  it('is tried again until the other write ends', async () => {
    const locked = await lockedDatabase()
    try {
      setTimeout(() => void locked.unlock(), 100)
      await expect(retryWhenBusy(() => locked.release())).resolves.toBeDefined()
    } finally {
      locked.close()
    }
  })
})
