#!/usr/bin/env node
// `npm run migrate:create -- <name>`: a migration for each dialect, SQLite and PostgreSQL, from the difference
// between the configuration and the newest migration (scripts/create-migration.ts). `npm run migrate:check`
// (`--check`) writes nothing and fails when a migration is missing. No database is needed: nothing connects.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2).filter((a) => a !== '--')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-migrate-create-'))
// Addresses that are never opened; the secrets keep the configuration from writing a secrets file.
const dialects = {
  sqlite: `file:${path.join(scratch, 'unused.db')}`,
  postgres: 'postgres://unused@127.0.0.1:9/unused',
}
const secret = () => crypto.randomBytes(32).toString('base64url')

let status = 0
for (const [dialect, url] of Object.entries(dialects)) {
  console.log(`▸ ${dialect}`)
  const result = spawnSync(
    process.execPath,
    ['scripts/run-payload-script.mjs', 'scripts/create-migration.ts', '--', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: secret(), REVALIDATE_SECRET: secret() },
    },
  )
  if (result.status !== 0) status = result.status || 1
}
fs.rmSync(scratch, { recursive: true, force: true })
process.exit(status)
