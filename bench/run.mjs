#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of bench/, one after the other (never in parallel: they measure the same
 * machine). Vitest's micro-benchmarks (bench/*.bench.ts), the catalogue index (bench/catalogue-index.ts, when
 * present), the pages (bench/pages.mjs) and the HTTP Observatory behind nginx with TLS (bench/observatory.mjs)
 * against the seeded database BENCH_DB (default .cache/bench/p3500), and the forms' submission path (bench/forms.mjs).
 *
 *   npm run bench                        everything
 *   npm run bench -- --only pages        one part: vitest, index, pages, forms, lighthouse, observatory, invalidation,
 *                                        first-load, cache-tags or load
 *   npm run bench -- --skip-build        pages, observatory: reuse the last build in .next-bench
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const argv = process.argv.slice(2)
const onlyAt = argv.indexOf('--only')
const only = onlyAt >= 0 ? argv[onlyAt + 1] : null
const passOn = argv.filter((a, i) => a !== '--only' && i !== onlyAt + 1)
const dbDir = path.resolve(process.env.BENCH_DB || '.cache/bench/p3500')

const steps = [
  {
    name: 'vitest',
    title: 'Micro-benchmarks (vitest bench)',
    command: [path.join(root, 'node_modules/.bin/vitest'), 'bench', '--run'],
  },
  {
    name: 'index',
    title: `Catalogue index (${path.relative(root, dbDir)})`,
    when: () => fs.existsSync('bench/catalogue-index.ts'),
    command: [process.execPath, 'scripts/run-payload-script.mjs', 'bench/catalogue-index.ts'],
    env: {
      DATABASE_URL: `file:${path.join(dbDir, 'site.db')}`,
      MEDIA_DIR: path.join(dbDir, 'media'),
      // The index's heap is measured after a full collection.
      PAYLOAD_SCRIPT_NODE_ARGS: [process.env.PAYLOAD_SCRIPT_NODE_ARGS, '--expose-gc'].filter(Boolean).join(' '),
    },
  },
  {
    name: 'pages',
    title: `Pages (${path.relative(root, dbDir)})`,
    command: [process.execPath, 'bench/pages.mjs', ...passOn],
  },
  {
    name: 'forms',
    title: `Forms: stored submissions with delivery down, submit to mail with delivery up (${path.relative(root, dbDir)})`,
    // The same build as the pages.
    command: [process.execPath, 'bench/forms.mjs'],
    env: { BENCH_DB: dbDir },
  },
  {
    name: 'lighthouse',
    title: `Lighthouse: layout shift on home, listing and sheet (${path.relative(root, dbDir)})`,
    // The same build as the pages (bench/lighthouse.mjs starts it on a copy of the database).
    command: [process.execPath, 'bench/lighthouse.mjs'],
    env: { BENCH_DB: dbDir },
  },
  {
    name: 'observatory',
    title: `HTTP Observatory through nginx with TLS (${path.relative(root, dbDir)})`,
    // The same build as the pages: made by the step before when it ran.
    command: [process.execPath, 'bench/observatory.mjs', ...passOn],
    reuseBuildOf: 'pages',
  },
  {
    name: 'invalidation',
    title: `Pages re-rendered after editing one product (${path.relative(root, dbDir)})`,
    // The pages' build (.next-bench), served over BENCH_DB: it counts cache entries, it times nothing.
    command: [process.execPath, 'bench/invalidation.mjs'],
    env: { BENCH_DB: dbDir },
  },
  {
    name: 'first-load',
    title: 'First-load JavaScript of every public page type, both languages (FIRST_LOAD_URL: a running site)',
    // Against a site already running; bench/pages.mjs measures three page types on its own build.
    when: () => Boolean(process.env.FIRST_LOAD_URL) || only === 'first-load',
    command: [process.execPath, 'bench/first-load.mjs', '--chunks'],
  },
  {
    name: 'cache-tags',
    title: 'Shared cache: expiring one tag at 4,000 / 40,000 / 400,000 entries, redis-strings against the tag index',
    // Its own throw-away redis-server; no build.
    command: [process.execPath, 'bench/cache-tags.mjs'],
  },
  {
    name: 'load',
    title: 'Load: nginx and two nodes on PostgreSQL and Redis against one node on SQLite (deploy/local.mjs)',
    // Its own deployment and builds (.next-deploy, .next-load-sqlite) on the demo catalogue.
    command: [process.execPath, 'bench/load.mjs'],
  },
]

const failed = []
const succeeded = new Set()
for (const step of steps) {
  if (only && step.name !== only) continue
  if (step.when && !step.when()) continue
  console.log(`\n▸▸ ${step.title}`)
  const [command, ...args] = step.command
  if (succeeded.has(step.reuseBuildOf) && !args.includes('--skip-build')) args.push('--skip-build')
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } })
  if (result.status !== 0) failed.push(`${step.name} (exit ${result.status ?? result.signal})`)
  else succeeded.add(step.name)
}
if (failed.length) console.error(`\n✗ failed: ${failed.join(', ')}`)
process.exit(failed.length ? 1 : 0)
