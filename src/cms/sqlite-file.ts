import fs from 'node:fs'

import type { DatabaseAdapterObj } from 'payload'

import { sqliteFile } from '@/lib/storage-env'

/**
 * The SQLite file holds the editors' and customers' password hashes and every form a visitor sent: it is its owner's
 * alone, as the generated secrets beside it are (src/lib/env.ts). The sixth check from outside found it made with the
 * umask's 644, readable by every account of the machine.
 */

const ignored = (error: unknown, ...codes: string[]) => {
  if (!codes.includes((error as NodeJS.ErrnoException).code ?? '')) throw error
}

/**
 * Makes the database file, when there is none yet, with mode 600: SQLite gives its write-ahead log and shared-memory
 * files the database file's mode. An existing file, its log and shared memory lose their permissions for everyone
 * else (an operator's group, for a backup account, stays).
 */
export function keepDatabaseFilePrivate(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600))
  } catch (error) {
    // There already, or no folder for it yet (libsql reports that one).
    ignored(error, 'EEXIST', 'ENOENT')
  }
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      const { mode } = fs.statSync(name)
      if (mode & 0o007) fs.chmodSync(name, mode & 0o770)
    } catch (error) {
      // Not there, or another account's file, which this process may read and write but not change.
      ignored(error, 'ENOENT', 'EPERM')
    }
  }
}

/** The adapter, its database file made private (above) before it opens it. */
export function withPrivateFile(adapter: DatabaseAdapterObj, databaseUrl: string): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      keepDatabaseFilePrivate(sqliteFile(databaseUrl))
      return adapter.init(args)
    },
  }
}
