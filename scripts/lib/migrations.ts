import fs from 'node:fs'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

/**
 * The database's schema comes from Payload's migrations, one set per dialect in src/migrations/<dialect>
 * (docs/decisions/036-migrations.md). This applies the pending ones, adopts a database that Payload's schema push
 * made (the demo databases made before migrations, or one `next dev` pushed to), and tells whether the
 * configuration has changed since the newest migration.
 */

export type Dialect = 'sqlite' | 'postgres'

/** A migration as Payload runs it: the generated index.ts of each dialect's folder lists them in order. */
export type Migration = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}

export type MigrationReport = {
  /** Migrations run on this database now, in order. */
  applied: string[]
  /** Migrations recorded as applied without running: the schema push that made the database had done their work. */
  adopted: string[]
  /** Payload's record of the migrations run, after this run: names in order. */
  recorded: string[]
  /** The database was made or changed by Payload's schema push, and adopted. */
  pushed: boolean
}

/** The few parts of Payload's Drizzle adapters this module uses (they are not exported as one type). */
type DrizzleAdapter = {
  name: string
  schema: unknown
  drizzle: unknown
  tablesFilter?: string[]
  defaultDrizzleSnapshot: Record<string, unknown>
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
  requireDrizzleKit: () => {
    generateDrizzleJson: (schema: unknown) => Promise<Record<string, unknown>>
    generateMigration: (before: Record<string, unknown>, after: Record<string, unknown>) => Promise<string[]>
    pushSchema: (
      schema: unknown,
      drizzle: unknown,
      schemaFilters?: string[],
      tablesFilter?: string[],
    ) => Promise<{ apply: () => Promise<void>; hasDataLoss: boolean; warnings: string[] }>
    upSnapshot?: (snapshot: Record<string, unknown>) => Record<string, unknown>
  }
  sessions?: Record<string, { db: unknown }>
}

const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

export const dialectOf = (payload: Payload): Dialect => (payload.db.name === 'postgres' ? 'postgres' : 'sqlite')

/** The tables of the database (Payload's and any other), without SQLite's own. */
export async function listTables(payload: Payload): Promise<string[]> {
  const db = adapterOf(payload)
  const raw =
    dialectOf(payload) === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
  const { rows } = await db.execute({ drizzle: db.drizzle, raw })
  return rows.map((row) => String(row.name)).sort()
}

type Recorded = { name: string; batch: number }

async function recordedMigrations(payload: Payload): Promise<Recorded[]> {
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, sort: 'createdAt', depth: 0 })
  return docs.map((doc) => ({ name: String(doc.name), batch: Number(doc.batch) }))
}

/**
 * Brings the configuration's schema to a database that push made, as `prepare:db` did before migrations: Drizzle's
 * push, refused (not asked) when it would drop or lose data.
 */
async function pushSchema(payload: Payload): Promise<void> {
  const db = adapterOf(payload)
  const { pushSchema: push } = db.requireDrizzleKit()
  const { apply, hasDataLoss, warnings } = await push(db.schema, db.drizzle, undefined, db.tablesFilter)
  if (warnings.length) {
    throw new Error(
      `the schema of this database, made by Payload's push, differs from the configuration in a way that ` +
        `${hasDataLoss ? 'loses data' : 'needs a decision'}:\n  ${warnings.join('\n  ')}\n` +
        'Move the data with a migration (or delete a demo database) and start again.',
    )
  }
  await apply()
}

/**
 * Applies the pending migrations of `migrations` (every one of the dialect's set, in order).
 *
 * - A new, empty database: every migration runs.
 * - A database that migrations made: the pending ones run, each in a transaction (`runMigration`).
 * - A database that Payload's push made (tables but no record of a migration, or the `dev` record push leaves):
 *   `adopt()` runs first (the data moves push cannot make, scripts/lib/schema-moves.ts), then push brings the
 *   schema to the configuration's, as it did before migrations, and every migration of the set is recorded as
 *   applied: push did their work. The push is refused if it would lose data. From then on, migrations only.
 */
export async function migrateDatabase(
  payload: Payload,
  migrations: Migration[],
  adopt: () => Promise<void> = async () => {},
): Promise<MigrationReport> {
  if (!migrations.length) throw new Error(`no migrations for ${dialectOf(payload)}: run \`npm run migrate:create\``)
  // Several app nodes on one PostgreSQL may start together: one migrates, the others wait and find nothing to do.
  // (A lock of the session: taken and released on one connection of Payload's pool.)
  const pool = (payload.db as unknown as { pool?: { connect(): Promise<PoolClient> } }).pool
  const lock = dialectOf(payload) === 'postgres' && pool ? await pool.connect() : undefined
  try {
    await lock?.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK])
    return await migrateLocked(payload, migrations, adopt)
  } finally {
    if (lock) {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => {})
      lock.release()
    }
  }
}

type PoolClient = { query(sql: string, values: unknown[]): Promise<unknown>; release(): void }
const MIGRATION_LOCK = 'vinea: migrations'

async function migrateLocked(
  payload: Payload,
  migrations: Migration[],
  adopt: () => Promise<void>,
): Promise<MigrationReport> {
  const tables = await listTables(payload)
  const recorded = tables.includes('payload_migrations') ? await recordedMigrations(payload) : []
  const pushed = recorded.some((m) => m.batch === -1)
  const migrated = recorded.some((m) => m.batch > 0)
  const userTables = tables.filter((t) => t !== 'payload_migrations')

  if (pushed || (!migrated && userTables.length > 0)) {
    await adopt()
    await pushSchema(payload)
    const done = new Set(recorded.filter((m) => m.batch > 0).map((m) => m.name))
    const batch = Math.max(0, ...recorded.map((m) => m.batch)) + 1
    const adopted = migrations.map((m) => m.name).filter((name) => !done.has(name))
    for (const name of adopted) await payload.create({ collection: 'payload-migrations', data: { name, batch } })
    await payload.delete({ collection: 'payload-migrations', where: { batch: { equals: -1 } } })
    return { applied: [], adopted, recorded: (await recordedMigrations(payload)).map((m) => m.name), pushed: true }
  }

  const done = new Set(recorded.map((m) => m.name))
  const pending = migrations.filter((m) => !done.has(m.name))
  const batch = Math.max(0, ...recorded.map((m) => m.batch)) + 1
  for (const migration of pending) await runMigration(payload, migration, batch)
  return {
    applied: pending.map((m) => m.name),
    adopted: [],
    recorded: (await recordedMigrations(payload)).map((m) => m.name),
    pushed: false,
  }
}

/**
 * Runs one migration and records it, in one transaction, as Payload's `migrate` does, with one difference on
 * SQLite: its foreign keys are off while the migration runs. Drizzle's SQLite migrations change a column by making
 * the table again (new table, copy, drop, rename) between `PRAGMA foreign_keys=OFF` and `ON`, but SQLite ignores
 * that pragma inside a transaction: dropping the old table then deleted every row that refers to it (the
 * products' translations and relations, in tests/integration/migrations.test.ts). The pragma is set on the
 * connection the transaction takes over (@libsql/client hands its connection to a transaction), and the
 * references are checked before the commit.
 */
async function runMigration(payload: Payload, migration: Migration, batch: number): Promise<void> {
  const db = adapterOf(payload)
  const sqlite = dialectOf(payload) === 'sqlite'
  const started = Date.now()
  if (sqlite) await db.execute({ drizzle: db.drizzle, raw: 'PRAGMA foreign_keys = OFF' })
  const req = await createLocalReq({}, payload)
  try {
    await initTransaction(req)
    const id = req.transactionID ? String(await req.transactionID) : undefined
    const tx = (id && db.sessions?.[id]?.db) || db.drizzle
    await migration.up({ db: tx, payload, req } as never)
    if (sqlite) {
      const { rows } = await db.execute({ drizzle: tx, raw: 'PRAGMA foreign_key_check' })
      if (rows.length) {
        const tables = [...new Set(rows.map((r) => `${String(r.table)} → ${String(r.parent)}`))].join(', ')
        throw new Error(`${rows.length} rows would refer to rows that no longer exist (${tables})`)
      }
    }
    await payload.create({ collection: 'payload-migrations', data: { name: migration.name, batch }, req })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw new Error(`migration ${migration.name} failed, nothing of it was applied: ${String(error)}`, {
      cause: error,
    })
  } finally {
    if (sqlite) await db.execute({ drizzle: db.drizzle, raw: 'PRAGMA foreign_keys = ON' })
  }
  console.log(`  migrated ${migration.name} (${Date.now() - started} ms)`)
}

/** The newest schema snapshot Payload wrote beside a dialect's migrations, or Drizzle's empty one. */
function latestSnapshot(db: DrizzleAdapter, dir: string): Record<string, unknown> {
  const latest = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .at(-1)
    : undefined
  if (!latest) return db.defaultDrizzleSnapshot
  const snapshot = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8')) as Record<string, unknown>
  const { upSnapshot } = db.requireDrizzleKit()
  return upSnapshot ? upSnapshot(snapshot) : snapshot
}

/**
 * The SQL a new migration would hold: the difference between the configuration's schema and the snapshot of the
 * newest migration in `dir`, as `payload migrate:create` computes it. Empty when the migrations are up to date.
 * Needs no connection to a database.
 */
export async function schemaDrift(payload: Payload, dir: string): Promise<string[]> {
  const db = adapterOf(payload)
  const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
  return generateMigration(latestSnapshot(db, dir), await generateDrizzleJson(db.schema))
}
