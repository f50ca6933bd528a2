import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { sqliteFile } from '../../../src/lib/storage-env'
import { BackupError } from './command'

/** SQLite's own files beside the database: a write-ahead log, its index, a rollback journal. */
const companions = ['-wal', '-shm', '-journal']

/**
 * A consistent copy of the site's SQLite database while the site writes: `VACUUM INTO` reads the database in one
 * read transaction, which in WAL mode (the site's, src/payload.config.ts) neither waits for the site's writers nor
 * makes them wait, and sees one committed state throughout. The copy is a compact database of its own, with no log
 * beside it.
 */
export async function copySqlite(databaseUrl: string, to: string): Promise<void> {
  const source = sqliteFile(databaseUrl)
  if (!fs.existsSync(source)) throw new BackupError(`the database ${source} does not exist (DATABASE_URL)`)
  const client = createClient({ url: databaseUrl })
  try {
    // Opening the read transaction can meet a checkpoint for a moment: wait as the site does, do not fail.
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [to] })
  } finally {
    client.close()
  }
}

/** Refuses a file that SQLite does not read as a sound database, before it replaces anything. */
export async function checkSqlite(file: string): Promise<void> {
  const client = createClient({ url: `file:${file}` })
  try {
    const rows = (await client.execute('PRAGMA quick_check')).rows.map((row) => String(row[0]))
    if (rows.join() !== 'ok') throw new Error(rows.slice(0, 5).join('; '))
  } catch (error) {
    client.close()
    throw new BackupError(`the archive's database is not a sound SQLite database: ${(error as Error).message}`)
  }
  try {
    // Sound, and the site's: any SQLite file with its sums put in the manifest was taken (the twenty-first check).
    const found = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'",
    )
    if (found.rows.length === 0) {
      throw new BackupError(
        "the archive's database is not this site's: it has no table of migrations (payload_migrations)",
      )
    }
  } finally {
    client.close()
  }
}

/**
 * Puts `file` in the place of the database DATABASE_URL names. The old database and its log are moved aside in
 * the same folder, the new one renamed in, and only then the old ones deleted; on a failure they are moved back.
 * A log left beside the new file would be replayed into it: so none is. Resolves with the companion files that
 * were removed (a site that is running holds them open: it must be restarted).
 */
export function installSqlite(file: string, databaseUrl: string): { target: string; removed: string[] } {
  const target = sqliteFile(databaseUrl)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const tag = randomBytes(4).toString('hex')
  const staged = `${target}.restore-${tag}`
  const previous = fs.existsSync(target) ? fs.statSync(target) : null
  const moved: [string, string][] = []
  try {
    try {
      fs.renameSync(file, staged)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      fs.copyFileSync(file, staged)
    }
    flush(staged)
    // Run as root (a restore on a server), the new file keeps the owner and mode the site's user had.
    if (previous) {
      fs.chmodSync(staged, previous.mode & 0o777)
      if (process.getuid?.() === 0) fs.chownSync(staged, previous.uid, previous.gid)
    }
    for (const name of [target, ...companions.map((suffix) => target + suffix)]) {
      if (!fs.existsSync(name)) continue
      const aside = `${name}.before-restore-${tag}`
      fs.renameSync(name, aside)
      moved.push([name, aside])
    }
    fs.renameSync(staged, target)
  } catch (error) {
    fs.rmSync(staged, { force: true })
    for (const [name, aside] of moved.reverse()) fs.renameSync(aside, name)
    throw error
  }
  for (const [, aside] of moved) fs.rmSync(aside, { force: true })
  return {
    target,
    removed: moved.map(([name]) => path.basename(name)).filter((name) => name !== path.basename(target)),
  }
}

/** The new database is on disk before its name points at it. */
function flush(file: string) {
  const fd = fs.openSync(file, 'r+')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** The number a counting query gives on the SQLite file `file`. */
export async function countInSqlite(file: string, sql: string): Promise<number> {
  const client = createClient({ url: `file:${file}` })
  try {
    return Number((await client.execute(sql)).rows[0]?.[0] ?? 0)
  } finally {
    client.close()
  }
}
