import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Issue 17, item 3: the migrations cannot drift from the configuration unnoticed. `npm run migrate:check` compares
 * the collections' schema with the newest migration's snapshot, per dialect, as `npm run migrate:create` would
 * (no database needed); a collection changed without a migration fails here, telling what to run.
 */
const secret = () => crypto.randomBytes(32).toString('base64url')

describe('migrate:check', () => {
  it('finds the migrations of both dialects up to date with the configuration', () => {
    const result = spawnSync(process.execPath, ['scripts/migrate-create.mjs', '--check'], { encoding: 'utf8' })
    expect(result.stderr).not.toContain('lag behind')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('{"dialect":"sqlite","upToDate":true}')
    expect(result.stdout).toContain('{"dialect":"postgres","upToDate":true}')
  }, 60_000)

  it('fails, naming the command to run, when the configuration has a column the migrations lack', () => {
    // The newest snapshot without one column of the products: what a field added without a migration looks like.
    const source = path.resolve('src/migrations/sqlite')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-migrate-check-'))
    try {
      const newest = fs
        .readdirSync(source)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .at(-1)!
      const snapshot = JSON.parse(fs.readFileSync(path.join(source, newest), 'utf8'))
      delete snapshot.tables.products.columns.novelty
      fs.writeFileSync(path.join(dir, newest), JSON.stringify(snapshot))
      const result = spawnSync(
        process.execPath,
        ['scripts/run-payload-script.mjs', 'scripts/create-migration.ts', '--', '--check', '--dir', dir],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            DATABASE_URL: `file:${path.join(dir, 'unused.db')}`,
            PAYLOAD_SECRET: secret(),
            REVALIDATE_SECRET: secret(),
          },
        },
      )
      expect(result.status).toBe(1)
      expect(result.stderr).toContain('lag behind the configuration')
      expect(result.stderr).toContain('npm run migrate:create')
      expect(result.stderr).toMatch(/ALTER TABLE `products` ADD `novelty`/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
