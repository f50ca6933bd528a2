import fs from 'node:fs'
import path from 'node:path'

import { BackupError, runCommand } from './command'

/**
 * PostgreSQL through its own client programs: `pg_dump` takes a consistent copy while the site writes (one
 * snapshot for the whole dump), `pg_restore` puts it back. Debian installs them under
 * `/usr/lib/postgresql/<version>/bin` (package postgresql-client); the newest there is used, since pg_dump refuses
 * a server newer than itself, else whichever the PATH finds.
 */

export function postgresProgram(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : []
  return versions.length ? path.join(base, versions[0]!, 'bin', name) : name
}

/**
 * The connection for the client programs: the address without its password, which goes in PGPASSWORD, so that it
 * does not show in the process list. A connection that cannot be made fails after 10 s rather than hanging.
 */
function connection(databaseUrl: string): { args: string[]; env: Record<string, string> } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    args: [`--dbname=${url.toString()}`],
    env: {
      ...(password ? { PGPASSWORD: password } : {}),
      PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10',
    },
  }
}

/** Dumps the database in pg_dump's custom format, uncompressed (the archive is gzipped whole); says which pg_dump. */
export async function dumpPostgres(databaseUrl: string, to: string): Promise<string> {
  const program = postgresProgram('pg_dump')
  const version = (await runCommand(program, ['--version'], { what: 'pg_dump' })).trim()
  const { args, env } = connection(databaseUrl)
  await runCommand(program, ['--format=custom', '--compress=0', `--file=${to}`, ...args], { env, what: 'pg_dump' })
  return version
}

/**
 * The tables a dump holds (`schema.table`), read from its table of contents: reading it is also the check that
 * the file is a dump pg_restore can use, before the restore drops anything.
 */
export async function dumpTables(file: string): Promise<string[]> {
  let contents: string
  try {
    contents = await runCommand(postgresProgram('pg_restore'), ['--list', file], { what: 'pg_restore --list' })
  } catch (error) {
    throw new BackupError(`the archive's database is not a dump pg_restore can read: ${(error as Error).message}`)
  }
  // `215; 1259 16390 TABLE public products postgres`
  return [...contents.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)].map(([, schema, table]) => `${schema}.${table}`)
}

/** The tables the database holds now, outside PostgreSQL's own schemas. */
async function databaseTables(databaseUrl: string): Promise<string[]> {
  const { args, env } = connection(databaseUrl)
  const sql =
    "SELECT schemaname || '.' || tablename FROM pg_tables " +
    "WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1"
  const out = await runCommand(
    postgresProgram('psql'),
    ['--no-psqlrc', '--tuples-only', '--no-align', ...args, '-c', sql],
    {
      env,
      what: 'psql',
    },
  )
  return out.split('\n').filter(Boolean)
}

/**
 * Restores a dump over the database in one transaction: every object the dump holds is dropped and made again
 * with its rows, or, on any error, nothing changes. Owners and grants are not restored: the objects belong to the
 * user of DATABASE_URL, as they did when the site made them. Tables the dump does not hold (made after the backup,
 * by a newer version of the site) are left as they are; resolves with their names.
 */
export async function restorePostgres(file: string, databaseUrl: string, tables: string[]): Promise<string[]> {
  const before = await databaseTables(databaseUrl)
  const { args, env } = connection(databaseUrl)
  await runCommand(
    postgresProgram('pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...args,
      file,
    ],
    { env, what: 'pg_restore' },
  )
  const restored = new Set(tables)
  return before.filter((table) => !restored.has(table))
}

/** The number a counting query gives on the database of `databaseUrl`. */
export async function countInPostgres(databaseUrl: string, sql: string): Promise<number> {
  const { args, env } = connection(databaseUrl)
  const out = await runCommand(
    postgresProgram('psql'),
    ['--no-psqlrc', '--tuples-only', '--no-align', ...args, '-c', sql],
    {
      env,
      what: 'psql',
    },
  )
  return Number(out.trim()) || 0
}
