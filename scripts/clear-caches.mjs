#!/usr/bin/env node
// `npm run cache:clear`: after the database was brought back by other means than `npm run restore` (a managed
// PostgreSQL's restore, a copy of an older file), what the caches hold is the data of before it: pages and query
// results in Redis (REDIS_URL) served indefinitely by every node, and Next's data cache and images beside the build.
// This empties them, and leaves the mark `npm start` reads to build the site again (decision 104). Reads the settings
// from the environment and `.env`, as `npm start` does.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { clearDataCaches, markRestored } from './lib/restored-mark.mjs'
import { emptySharedCache, sharedCacheUnreachable } from './lib/shared-cache.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')
const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')

const redisUrl = process.env.REDIS_URL
if (redisUrl) {
  const unreachable = await sharedCacheUnreachable(redisUrl)
  if (unreachable) {
    console.error(
      `✗ REDIS_URL cannot be reached (${unreachable}): nothing was emptied. Start Redis, or check REDIS_URL.`,
    )
    process.exit(1)
  }
  console.log(`▸ Emptied the shared cache in Redis (${await emptySharedCache(redisUrl)} entries)`)
}
clearDataCaches(distDir)
markRestored(distDir, 'the database, brought back by other means (npm run cache:clear)')
console.log(`▸ Emptied Next's data cache and images in ${path.relative(root, distDir) || '.'}`)
console.log(
  redisUrl
    ? '✓ Now build once (`npm run build`), copy the build to each node and restart them (README, "Backups").'
    : '✓ Now restart the site: stop it, then `npm start`, which builds the pages from the database as it is.',
)
