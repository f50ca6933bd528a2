import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sqliteFile } from '@/lib/storage-env'

import { keepDatabaseFilePrivate } from './sqlite-file'

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

describe('the SQLite file is its owner’s alone (the sixth check from outside: it was made 644)', () => {
  let dir: string
  let previousUmask: number
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-file-'))
    // The umask that made it readable by everyone.
    previousUmask = process.umask(0o022)
  })
  afterEach(() => {
    process.umask(previousUmask)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('a new database is made with mode 600, and SQLite gives its log and shared memory the same', async () => {
    const url = `file:${path.join(dir, 'site.db')}`
    keepDatabaseFilePrivate(sqliteFile(url))
    const client = createClient({ url })
    try {
      await client.execute('PRAGMA journal_mode = WAL')
      await client.execute('CREATE TABLE t (x INTEGER)')
      await client.execute('INSERT INTO t VALUES (1)')
      for (const name of ['site.db', 'site.db-wal', 'site.db-shm'])
        expect(modeOf(path.join(dir, name)), name).toBe(0o600)
    } finally {
      client.close()
    }
  })

  it('an existing file, its log and shared memory lose what everyone else could do; its group keeps its own', () => {
    const file = path.join(dir, 'site.db')
    for (const [name, mode] of [
      [file, 0o644],
      [`${file}-wal`, 0o644],
      [`${file}-shm`, 0o666],
    ] as const) {
      fs.writeFileSync(name, '')
      fs.chmodSync(name, mode)
    }
    keepDatabaseFilePrivate(file)
    expect(modeOf(file)).toBe(0o640)
    expect(modeOf(`${file}-wal`)).toBe(0o640)
    expect(modeOf(`${file}-shm`)).toBe(0o660)
    expect(fs.readFileSync(file, 'utf8')).toBe('')
  })

  it('reads the forms of address libsql takes (sqliteFile); a file without a folder yet is left to libsql', () => {
    expect(sqliteFile('file:./data/vinea.db')).toBe(path.resolve('data/vinea.db'))
    expect(sqliteFile(`file://${dir}/a.db?mode=rwc`)).toBe(path.join(dir, 'a.db'))
    // No folder yet: nothing made, no error (libsql reports it when it opens the file).
    expect(() => keepDatabaseFilePrivate(path.join(dir, 'missing', 'site.db'))).not.toThrow()
    expect(fs.existsSync(path.join(dir, 'missing'))).toBe(false)
  })
})
