import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * Schema changes that Payload's push cannot make on its own. Push asks before it drops a column that holds
 * data, and nobody can answer in a script (decision 003), so a database made before such a change would stop
 * `npm start`. Each move here carries the data to its new home, then drops the old columns, and the push that
 * follows has nothing to ask. It does nothing on a new database or on one already moved.
 * Since migrations (decision 036) it runs only when `prepare-db` adopts a database that push made, which may predate
 * these moves (scripts/lib/migrations.ts). Frozen: a new schema change is a migration (`npm run migrate:create`).
 */

/** The little SQL the moves need, for SQLite and for PostgreSQL. */
export type MoveDatabase = {
  columns(table: string): Promise<Set<string>>
  run(sql: string): Promise<void>
  close(): Promise<void>
}

type Move = { name: string; apply(db: MoveDatabase): Promise<boolean> }

/** `target.column = source.column` where the target has none, for every row of a language the source has. */
const fillLocales = (target: string, source: string, column: string) =>
  `UPDATE ${target} SET ${column} = (SELECT s.${column} FROM ${source} s WHERE s._locale = ${target}._locale) ` +
  `WHERE (${column} IS NULL OR ${column} = '')`

export const schemaMoves: Move[] = [
  {
    // The company's address, phone and e-mail and VAT number have one home, the Contact global; the site
    // settings held a second copy, and the footer read that one.
    name: 'company facts from the site settings to the Contact global',
    async apply(db) {
      const settings = await db.columns('site_settings')
      const settingsLocales = await db.columns('site_settings_locales')
      const stale = {
        site_settings: ['piva'].filter((c) => settings.has(c)),
        site_settings_locales: ['address', 'contact'].filter((c) => settingsLocales.has(c)),
      }
      if (!stale.site_settings.length && !stale.site_settings_locales.length) return false
      if ((await db.columns('contact')).has('piva') && stale.site_settings.length) {
        await db.run(
          "UPDATE contact SET piva = (SELECT piva FROM site_settings LIMIT 1) WHERE (piva IS NULL OR piva = '')",
        )
      }
      const contactLocales = await db.columns('contact_locales')
      for (const column of stale.site_settings_locales) {
        if (contactLocales.has(column)) await db.run(fillLocales('contact_locales', 'site_settings_locales', column))
      }
      for (const [table, columns] of Object.entries(stale)) {
        for (const column of columns) await db.run(`ALTER TABLE ${table} DROP COLUMN ${column}`)
      }
      return true
    },
  },
  {
    // Payload's lockout (`maxLoginAttempts`) gave way to the sign-in limits (decision 016): its two columns go,
    // and what they held (failed attempts, a lock) has no meaning any more.
    name: "Payload's lockout columns of the auth collections",
    async apply(db) {
      let dropped = false
      for (const table of ['users', 'customers']) {
        const columns = await db.columns(table)
        for (const column of ['login_attempts', 'lock_until'].filter((c) => columns.has(c))) {
          await db.run(`ALTER TABLE ${table} DROP COLUMN ${column}`)
          dropped = true
        }
      }
      return dropped
    },
  },
]

function sqlite(url: string): MoveDatabase {
  const client = createClient({ url })
  return {
    async columns(table) {
      const { rows } = await client.execute(`PRAGMA table_info(${table})`)
      return new Set(rows.map((row) => String(row.name)))
    },
    async run(sql) {
      await client.execute(sql)
    },
    async close() {
      client.close()
    },
  }
}

async function postgres(url: string): Promise<MoveDatabase> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    async columns(table) {
      const { rows } = await client.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [table],
      )
      return new Set(rows.map((row) => row.column_name))
    },
    async run(sql) {
      await client.query(sql)
    },
    async close() {
      await client.end()
    },
  }
}

export async function openMoveDatabase(url: string): Promise<MoveDatabase> {
  return url.startsWith('file:') ? sqlite(url) : postgres(url)
}

/** Applies the moves a database needs; returns the names of those it applied. */
export async function applySchemaMoves(db: MoveDatabase): Promise<string[]> {
  const applied: string[] = []
  for (const move of schemaMoves) {
    await db.run('BEGIN')
    try {
      if (await move.apply(db)) applied.push(move.name)
      await db.run('COMMIT')
    } catch (error) {
      await db.run('ROLLBACK')
      throw error
    }
  }
  return applied
}
