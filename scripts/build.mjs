#!/usr/bin/env node
// The site's production build: `next build` (arguments passed on), then Chrome's compile hints on the scripts every
// page loads first (scripts/lib/compile-hints.mjs, decision 067). `npm run build`, `npm start`, the test run,
// `npm run deploy:local` and the benchmarks all build through here; the folder is Next's (NEXT_DIST_DIR or .next).
//
// And the database the build is made against, recorded beside it (`database-identity`, decision 104): a node started
// on the build with another database refuses to serve it (src/instrumentation.ts). `npm start` records it too; a build
// made by `npm run build` alone recorded none, and served any database, its pages the build's (the twenty-first check
// from outside). Next's data cache and optimized images outlive builds: made from another database, they are emptied
// first, or the new build's pages would mix the two.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { addCompileHints } from './lib/compile-hints.mjs'
import { clearDataCaches } from './lib/restored-mark.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.resolve(root, process.env.NEXT_DIST_DIR || '.next')
const identityOfBuild = path.join(dist, 'database-identity')

/** The digest of the database DATABASE_URL names (scripts/database-identity.ts); `npm start` passes its own. */
function databaseIdentity() {
  if (process.env.DATABASE_IDENTITY) return process.env.DATABASE_IDENTITY
  const file = path.join(os.tmpdir(), `database-identity-${process.pid}`)
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/run-payload-script.mjs'), 'scripts/database-identity.ts'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_IDENTITY_FILE: file } },
  )
  if (run.status !== 0) process.exit(run.status ?? 1)
  const identity = fs.readFileSync(file, 'utf8')
  fs.rmSync(file, { force: true })
  return identity
}

const identity = databaseIdentity()
const last = fs.existsSync(identityOfBuild) ? fs.readFileSync(identityOfBuild, 'utf8') : null
if (last !== identity) clearDataCaches(dist)
// Written again below, once the build is done: a build that fails records nothing.
fs.rmSync(identityOfBuild, { force: true })

const next = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/next/dist/bin/next'), 'build', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
if (next.status !== 0) process.exit(next.status ?? 1)
const files = addCompileHints(dist)
console.log(`✓ Compile hints on the ${files.length} scripts every page loads first`)
fs.writeFileSync(identityOfBuild, identity)
