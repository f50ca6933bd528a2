import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Issue 17, item 3 (decision 104): "a build made against one database never serves another". The build the tests
 * serve was made by scripts/build.mjs, as `npm run build` makes one, and records the database it was made against.
 * It recorded none (only `npm start` did), and a node started on it with another database served it, its pages the
 * build's (the twenty-first check from outside). tests/integration/cache-restart.test.ts shows a node refusing a build
 * that records another database.
 */
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next-test')

describe('a build made by scripts/build.mjs records its database', () => {
  it("beside the build: the digest of the test run's database, as the script that reads it makes it", () => {
    const recorded = path.join(distDir, 'database-identity')
    expect(fs.existsSync(recorded), `${recorded} exists`).toBe(true)
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'identity-')), 'digest')
    const run = spawnSync(process.execPath, ['scripts/run-payload-script.mjs', 'scripts/database-identity.ts'], {
      env: { ...process.env, DATABASE_IDENTITY_FILE: file },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    expect(fs.readFileSync(recorded, 'utf8')).toBe(fs.readFileSync(file, 'utf8'))
    expect(fs.readFileSync(recorded, 'utf8')).toMatch(/^[0-9a-f]{64}$/)
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }, 120_000)
})
