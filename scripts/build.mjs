#!/usr/bin/env node
// The site's production build: `next build` (arguments passed on), then Chrome's compile hints on the scripts every
// page loads first (scripts/lib/compile-hints.mjs, decision 067). `npm run build`, `npm start`, the test run,
// `npm run deploy:local` and the benchmarks all build through here; the folder is Next's (NEXT_DIST_DIR or .next).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { addCompileHints } from './lib/compile-hints.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const next = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/next/dist/bin/next'), 'build', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
if (next.status !== 0) process.exit(next.status ?? 1)
const files = addCompileHints(path.resolve(root, process.env.NEXT_DIST_DIR || '.next'))
console.log(`✓ Compile hints on the ${files.length} scripts every page loads first`)
