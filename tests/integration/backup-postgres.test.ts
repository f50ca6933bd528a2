import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restore } from '../../scripts/lib/backup'
import {
  editUploads,
  expectSameFiles,
  readTree,
  repack,
  rewriteManifest,
  runBackupCommand,
  writeUploads,
} from '../support/backups'
import { startPostgres, type TestPostgres } from '../support/postgres'

/**
 * Issue 17, item 4, on PostgreSQL: `npm run backup` dumps the database with pg_dump while the site writes, and
 * `npm run restore` brings back every row of every table, the schema and the sequences, and every file. A restore
 * that fails half-way changes nothing. Needs no site: a throw-away server (Debian's `postgresql`, started here, as
 * tests/integration/postgres.test.ts does); without PostgreSQL installed this fails, it does not skip.
 * (SQLite and the refusals of bad archives: scripts/lib/backup/backup.test.ts.)
 */

let server: TestPostgres | undefined
let setupError: unknown
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-backup-pg-'))
const mediaDir = path.join(dir, 'media')
const backupDir = path.join(dir, 'backups')

beforeAll(async () => {
  try {
    server = await startPostgres()
  } catch (error) {
    setupError = error
  }
}, 180_000)

afterAll(async () => {
  await server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}, 30_000)

/** The server's address with a password: trust authentication ignores it, and no output may show it. */
const PASSWORD = 'not-to-be-printed'
function databaseUrl(): string {
  if (setupError || !server) throw setupError ?? new Error('PostgreSQL did not start')
  const url = new URL(server.url)
  url.password = PASSWORD
  return url.toString()
}

/**
 * Tables of the catalogue's shape with the types Payload's PostgreSQL schema uses (serial ids, varchar, numeric,
 * an enum, jsonb, arrays, bytea, timestamps), a foreign key, an index and a view; `submissions` and
 * `submission_count` are the writer's.
 */
async function createCatalogue(db: pg.Client) {
  await db.query(`
    CREATE TYPE enum_products_status AS ENUM ('draft', 'published');
    CREATE TABLE producers (id serial PRIMARY KEY, name varchar NOT NULL, region varchar);
    CREATE TABLE products (
      id serial PRIMARY KEY, code varchar NOT NULL UNIQUE, title varchar NOT NULL,
      producer_id integer REFERENCES producers (id) ON DELETE SET NULL, price numeric(10, 2),
      status enum_products_status, data jsonb, tags text[], label bytea, updated_at timestamptz);
    CREATE INDEX products_producer_idx ON products (producer_id);
    CREATE VIEW priced_products AS SELECT code, title, price FROM products WHERE price IS NOT NULL;
    CREATE TABLE awards (id serial PRIMARY KEY, product_code varchar, title varchar);
    CREATE TABLE submissions (id integer PRIMARY KEY, body text NOT NULL);
    CREATE TABLE submission_count (n integer NOT NULL);
    INSERT INTO submission_count VALUES (0);
    -- Payload's record of the migrations: a restore takes only the site's database (decision 104).
    CREATE TABLE payload_migrations (id serial PRIMARY KEY, name varchar, batch integer);
    INSERT INTO payload_migrations (name, batch) VALUES ('20261127_090111_initial', 1);
    INSERT INTO producers (name, region)
      SELECT 'Cantina n° ' || i || ' «Sorì»', (ARRAY['Piemonte', 'Toscana', NULL])[1 + i % 3]
      FROM generate_series(1, 40) i;
    INSERT INTO products (code, title, producer_id, price, status, data, tags, label, updated_at)
      SELECT 'P' || lpad(i::text, 5, '0'), 'Barolo Riserva ' || (2000 + i % 25) || ' – ' || i, 1 + i % 40,
        CASE WHEN i % 7 = 0 THEN NULL ELSE i * 1.37 END,
        (CASE WHEN i % 4 = 0 THEN 'draft' ELSE 'published' END)::enum_products_status,
        jsonb_build_object('grapes', jsonb_build_array('Nebbiolo'), 'abv', 14.5, 'note', repeat('ciliegia ', i % 30)),
        ARRAY['rosso', 'docg'], decode(repeat(md5(i::text), 32), 'hex'),
        timestamptz '2026-01-01 00:00:00+00' + i * interval '1 hour'
      FROM generate_series(1, 1500) i;
    INSERT INTO awards (product_code, title) VALUES ('P00001', 'Tre Bicchieri 2024'), ('P00002', '95 punti');
  `)
}

/** The schema (columns, constraints, indexes, views, enum values, sequences) and every row of every table. */
async function readDatabase(db: pg.Client, tables?: string[]) {
  const rows = async (sql: string) => (await db.query(sql)).rows
  const names =
    tables ??
    (await rows("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).map((r) => r.tablename)
  const content: Record<string, string[]> = {}
  for (const name of names) {
    // Each row as JSON text (bytea as hex, timestamps in ISO form), sorted: exact and independent of order on disk.
    content[name] = (await rows(`SELECT row_to_json(t)::text AS row FROM "${name}" t ORDER BY 1`)).map((r) => r.row)
  }
  const schema = {
    columns: await rows(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    ),
    constraints: await rows(
      "SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1",
    ),
    indexes: await rows("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1"),
    views: await rows("SELECT viewname, definition FROM pg_views WHERE schemaname = 'public' ORDER BY 1"),
    enums: await rows(
      'SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid ORDER BY 1, e.enumsortorder',
    ),
    sequences: await rows("SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1"),
  }
  return { schema, content }
}

/**
 * Stands for the site writing while the backup runs: on its own connection, commits one submission and the count of
 * submissions in one transaction, again and again, until stopped. A consistent dump holds submissions 1..n and n.
 */
function startWriter(url: string) {
  const db = new pg.Client({ connectionString: url })
  let open = true
  const running = (async () => {
    await db.connect()
    while (open) {
      await db.query('BEGIN')
      await db.query("INSERT INTO submissions (id, body) SELECT n + 1, 'submission ' || (n + 1) FROM submission_count")
      await db.query('UPDATE submission_count SET n = n + 1')
      await db.query('COMMIT')
    }
    await db.end()
  })()
  return {
    stop: async () => {
      open = false
      await running
    },
  }
}

const count = async (db: pg.Client) => Number((await db.query('SELECT n FROM submission_count')).rows[0].n)

describe('backup and restore on PostgreSQL', { timeout: 90_000 }, () => {
  it('round trip with the commands: a dump taken while the site writes restores every row, the schema and every file', async () => {
    const url = databaseUrl()
    const env = {
      DATABASE_URL: url,
      MEDIA_DIR: mediaDir,
      BACKUP_DIR: backupDir,
      NEXT_DIST_DIR: path.join(dir, '.next'),
    }
    const site = new pg.Client({ connectionString: url })
    await site.connect()
    try {
      await createCatalogue(site)
      writeUploads(mediaDir)
      const expectedMedia = readTree(mediaDir)
      const catalogueTables = ['awards', 'producers', 'products']
      const expected = await readDatabase(site, catalogueTables)

      const writer = startWriter(url)
      while ((await count(site)) < 20) await new Promise((resolve) => setTimeout(resolve, 20))
      const before = await count(site)
      const backup = await runBackupCommand('backup', [], env)
      const after = await count(site)
      expect(backup.code, backup.stderr).toBe(0)
      expect(after, 'the writer committed while the backup ran').toBeGreaterThan(before)
      expect(backup.stdout).toMatch(/copied with pg_dump \(PostgreSQL\) \d+/)
      expect(backup.stdout + backup.stderr).not.toContain(PASSWORD)
      const [archive] = fs.readdirSync(backupDir)
      expect(archive).toMatch(/^vinea-.*Z\.tar\.gz$/)

      // After the backup: rows deleted and edited, a column, a table and an enum value added, a view and a table
      // dropped, sequences moved on, uploads changed.
      await writer.stop()
      await site.query(`
        DELETE FROM products WHERE id % 5 = 0;
        UPDATE products SET title = title || ' (nuova annata)', data = '{}', label = NULL WHERE id % 7 = 1;
        ALTER TABLE products ADD COLUMN vintage integer;
        DROP VIEW priced_products;
        DROP TABLE awards;
        INSERT INTO producers (name) VALUES ('Cantina nuova');
        CREATE TABLE newsletter_signups (email text);
      `)
      await site.query("ALTER TYPE enum_products_status ADD VALUE 'archived'")
      editUploads(mediaDir)

      // The site's connection stays open, idle, as a running site's pool would.
      const restored = await runBackupCommand('restore', [path.join(backupDir, archive!)], env)
      expect(restored.code, restored.stderr).toBe(0)
      expect(restored.stdout).toMatch(/database: PostgreSQL postgres:\/\/postgres@.* replaced by the archive's dump/)
      expect(restored.stdout).toContain('left in place, not in the backup: public.newsletter_signups')
      expect(restored.stdout + restored.stderr).not.toContain(PASSWORD)

      const { schema, content } = await readDatabase(site, catalogueTables)
      expect(content).toEqual(expected.content)
      // The schema as it was, apart from the table made after the backup, which the restore leaves in place.
      const columns = schema.columns.filter((c) => c.table_name !== 'newsletter_signups')
      expect({ ...schema, columns }).toEqual(expected.schema)

      const n = await count(site)
      expect(n).toBeGreaterThanOrEqual(before)
      expect(n).toBeLessThanOrEqual(after)
      const submissions = (await site.query('SELECT id, body FROM submissions ORDER BY id')).rows
      expect(submissions).toEqual(Array.from({ length: n }, (_, i) => ({ id: i + 1, body: `submission ${i + 1}` })))

      expectSameFiles(readTree(mediaDir), expectedMedia)
    } finally {
      await site.end()
    }
  })

  it('a restore that fails in the database changes nothing: the transaction rolls back, the uploads come back', async () => {
    const url = databaseUrl()
    const [archive] = fs.readdirSync(backupDir)
    const site = new pg.Client({ connectionString: url })
    await site.connect()
    try {
      // A table made after the backup that depends on one the restore must drop: pg_restore stops at that drop.
      await site.query('CREATE TABLE product_notes (product_id integer REFERENCES products (id), note text)')
      await site.query("INSERT INTO product_notes VALUES (1, 'da riassaggiare')")
      await site.query("UPDATE products SET title = 'after the backup'")
      editUploads(mediaDir)
      const now = await readDatabase(site)
      const nowMedia = readTree(mediaDir)

      await expect(restore({ archive: path.join(backupDir, archive!), databaseUrl: url, mediaDir })).rejects.toThrow(
        /pg_restore failed:[\s\S]*product_notes/,
      )
      expect(await readDatabase(site)).toEqual(now)
      expectSameFiles(readTree(mediaDir), nowMedia)

      // A dump pg_restore cannot read, with a manifest made to match it: refused before anything is dropped.
      const garbage = repack(path.join(backupDir, archive!), dir, (unpacked) => {
        fs.writeFileSync(path.join(unpacked, 'database/vinea.pgdump'), 'PGDMP but not really')
        rewriteManifest(unpacked)
      })
      await expect(restore({ archive: garbage, databaseUrl: url, mediaDir })).rejects.toThrow(
        /not a dump pg_restore can read/,
      )
      expect(await readDatabase(site)).toEqual(now)
      expectSameFiles(readTree(mediaDir), nowMedia)
      expect(
        fs.readdirSync(dir).filter((name) => name.includes('restore')),
        'no work folder is left',
      ).toEqual([])
    } finally {
      await site.end()
    }
  })
})
