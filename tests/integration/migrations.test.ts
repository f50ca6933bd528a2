import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgres, type TestPostgres } from '../support/postgres'

/**
 * Issue 17, item 3: migrations. On SQLite and on PostgreSQL (a throw-away server, as tests/integration/postgres.test.ts
 * starts; without PostgreSQL installed this fails, it does not skip), tests/support/migration-upgrade.ts
 * - upgrades a database made by the current migrations, with content in both languages, by one more migration
 *   (a fixture, on SQLite a rebuild of the products table) and loses no row and no value of any table;
 * - adopts a database made by Payload's schema push (the demo databases made before migrations), losing nothing;
 * - and the schema the migrations make is the one push makes from the configuration, column for column, index
 *   for index (the migrations have not drifted from the collections; `npm run migrate:check` says it sooner).
 * Needs no site. A few seconds per database.
 */
const root = path.resolve(import.meta.dirname, '../..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-migrations-'))

type Report = {
  dialect: string
  mode: string
  migrations: string[]
  first?: { applied: string[]; adopted: string[] }
  second?: { applied: string[]; adopted: string[]; recorded: string[] }
  adopted?: { applied: string[]; adopted: string[] }
  schema: string[]
  tables: number
  rows: number
  counts: Record<string, number>
  nextColumn: boolean
  lost: string[]
}

const secret = () => crypto.randomBytes(32).toString('base64url')

/** Runs the script in `mode` on DATABASE_URL `url`; resolves with its report (the last JSON line). */
function migrationRun(mode: 'upgrade' | 'adopt', url: string, extra: string[] = []): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-payload-script.mjs', 'tests/support/migration-upgrade.ts', '--', '--mode', mode, ...extra],
      {
        cwd: root,
        env: {
          ...process.env,
          // Push (in `adopt`) only where Payload pushes: under `next dev`.
          NODE_ENV: mode === 'adopt' ? 'development' : 'test',
          DATABASE_URL: url,
          MEDIA_DIR: path.join(dir, `media-${mode}-${crypto.randomUUID()}`),
          PAYLOAD_SECRET: secret(),
          REVALIDATE_SECRET: secret(),
          PAYLOAD_SCRIPT_TIMEOUT_MS: '120000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      const line = out
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'))
      if (code !== 0 || !line) reject(new Error(`${mode} exited ${code}\n${out.slice(-3000)}\n${err.slice(-3000)}`))
      else resolve(JSON.parse(line) as Report)
    })
  })
}

function expectUpgradeKeepsEverything(report: Report) {
  expect(report.first?.applied).toEqual(report.migrations)
  expect(report.second?.applied).toEqual(['29991231_000000_next_fixture'])
  expect(report.second?.recorded).toEqual([...report.migrations, '29991231_000000_next_fixture'])
  expect(report.nextColumn).toBe(true)
  // The content is there to lose: both languages of products, their relations, a picture, an article's versions.
  expect(report.counts).toMatchObject({ products: 5, products_locales: 10, products_rels: 5, media_locales: 2 })
  expect(report.counts._articles_v).toBeGreaterThanOrEqual(2)
  expect(report.rows).toBeGreaterThan(50)
  expect(report.lost).toEqual([])
}

function expectAdoptionKeepsEverything(report: Report) {
  expect(report.adopted?.applied).toEqual([])
  expect(report.adopted?.adopted).toEqual(report.migrations)
  expect(report.rows).toBeGreaterThan(50)
  expect(report.lost).toEqual([])
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('migrations on SQLite', { timeout: 120_000 }, () => {
  let upgrade: Report
  let adopt: Report

  it('an upgrade by a migration that makes the products table again loses no row of any table', async () => {
    upgrade = await migrationRun('upgrade', `file:${path.join(dir, 'upgrade.db')}`)
    expectUpgradeKeepsEverything(upgrade)
  })

  it("is a test that can fail: the same upgrade through Payload's own migrate loses rows", async () => {
    // SQLite ignores `PRAGMA foreign_keys=OFF` inside Payload's migration transaction; our runner turns the keys
    // off before it (decision 036). Should this start passing, Payload has fixed it and our runner may go.
    const report = await migrationRun('upgrade', `file:${path.join(dir, 'payload-migrate.db')}`, ['--payload-migrate'])
    expect(report.nextColumn).toBe(true)
    expect(report.lost).toEqual(
      expect.arrayContaining([expect.stringMatching(/^products_locales: 10 rows before, 0 after/)]),
    )
  })

  it('a database made by schema push is adopted without loss', async () => {
    adopt = await migrationRun('adopt', `file:${path.join(dir, 'adopt.db')}`)
    expectAdoptionKeepsEverything(adopt)
  })

  it('the migrations make the schema that push makes from the configuration', () => {
    expect(upgrade.schema.length).toBeGreaterThan(100)
    expect(upgrade.schema).toEqual(adopt.schema)
  })
})

describe('migrations on PostgreSQL', { timeout: 120_000 }, () => {
  let server: TestPostgres | undefined
  let setupError: unknown
  let upgrade: Report
  let adopt: Report

  beforeAll(async () => {
    try {
      server = await startPostgres()
      const client = new pg.Client({ connectionString: server.url })
      await client.connect()
      await client.query('CREATE DATABASE upgrade')
      await client.query('CREATE DATABASE adopt')
      await client.end()
    } catch (error) {
      setupError = error
    }
  }, 180_000)
  afterAll(() => server?.stop(), 30_000)

  const url = (database: string) => {
    if (setupError || !server) throw setupError ?? new Error('PostgreSQL did not start')
    const address = new URL(server.url)
    address.pathname = `/${database}`
    return address.toString()
  }

  it('an upgrade by one more migration loses no row of any table', async () => {
    upgrade = await migrationRun('upgrade', url('upgrade'))
    expectUpgradeKeepsEverything(upgrade)
  })

  it('a database made by schema push is adopted without loss', async () => {
    adopt = await migrationRun('adopt', url('adopt'))
    expectAdoptionKeepsEverything(adopt)
  })

  it('the migrations make the schema that push makes from the configuration', () => {
    expect(upgrade.schema.length).toBeGreaterThan(100)
    expect(upgrade.schema).toEqual(adopt.schema)
  })
})
