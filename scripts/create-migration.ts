/**
 * Writes a migration for the dialect of DATABASE_URL to src/migrations/<dialect>, with Payload's own
 * `createMigration` (what `payload migrate:create` does), when the configuration's schema differs from the newest
 * migration's snapshot. Needs no database: nothing connects. `npm run migrate:create -- <name>` runs it for
 * both dialects (scripts/migrate-create.mjs); with `--check` it writes nothing and fails on a difference.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { fail, finish } from './lib/done'
import { dialectOf, schemaDrift } from './lib/migrations'

const { values, positionals } = parseArgs({
  // --dir: the folder to compare with, in place of src/migrations/<dialect> (for the test of the check itself).
  options: { check: { type: 'boolean', default: false }, dir: { type: 'string' } },
  allowPositionals: true,
  strict: true,
})

async function main() {
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  const dialect = dialectOf(payload)
  const dir = values.dir ? path.resolve(values.dir) : path.resolve(import.meta.dirname, '../src/migrations', dialect)
  payload.db.migrationDir = dir
  const drift = await schemaDrift(payload, dir)
  if (values.check) {
    if (drift.length) {
      throw new Error(
        `The ${dialect} migrations in ${path.relative(process.cwd(), dir)} lag behind the configuration: a collection, field or ` +
          'index changed without a migration. Run `npm run migrate:create -- <what-changed>` and commit the files ' +
          `it writes. The missing SQL:\n  ${drift.join('\n  ')}`,
      )
    }
    finish({ dialect, upToDate: true })
  }
  if (!drift.length) finish({ dialect, created: null, note: 'no schema change since the newest migration' })
  const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  await payload.db.createMigration({
    migrationName: positionals[0] ?? 'change',
    payload,
    forceAcceptWarning: true,
  })
  const created = fs.readdirSync(dir).filter((f) => !before.has(f) && f.endsWith('.ts') && f !== 'index.ts')
  if (created.length !== 1) throw new Error(`expected one new migration in ${dir}, found ${created.length}`)
  finish({ dialect, created: created[0], statements: drift.length })
}

main().catch(fail)
