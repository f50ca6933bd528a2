#!/usr/bin/env node
/**
 * Lighthouse's Cumulative Layout Shift (issue 13, item 7) on the home page, a listing and a product sheet, with the
 * age gate unanswered and answered, on Lighthouse's phone and desktop settings; three runs each, median printed.
 *
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs      a running site
 *   node bench/lighthouse.mjs                                            the benchmark build (.next-bench, BENCH_DB)
 *
 * Lighthouse is not a dependency of the project (its current major needs Node 22): install it once with
 * `npm install --prefix .cache/tools/lighthouse lighthouse@12.8.2`, or point LIGHTHOUSE_DIR at an installation.
 * Without it the benchmark says so and stops (exit 0). Chromium is Debian's (CHROMIUM_PATH).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const toolDir = path.resolve(root, process.env.LIGHTHOUSE_DIR || '.cache/tools/lighthouse')
if (!fs.existsSync(path.join(toolDir, 'node_modules/lighthouse'))) {
  console.log(`- Lighthouse is not installed in ${path.relative(root, toolDir)}: skipped (see bench/lighthouse.mjs)`)
  process.exit(0)
}
const requireTool = createRequire(path.join(toolDir, 'package.json'))
const load = async (name) => import(pathToFileURL(requireTool.resolve(name)).href)
const { default: lighthouse, desktopConfig } = await load('lighthouse')
const chromeLauncher = await load('chrome-launcher')

let site = null
let base = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '')
if (!base) {
  const { freePort, snapshotDatabase, startSite } = await import('../tests/support/outbox-harness.mjs')
  const dist = process.env.LIGHTHOUSE_DIST || '.next-bench'
  const dbDir = path.resolve(root, process.env.BENCH_DB || '.cache/bench/p3500')
  if (!fs.existsSync(path.join(root, dist, 'BUILD_ID'))) {
    console.error(`✗ no build in ${dist}: run \`npm run bench -- --only pages\` first, or set LIGHTHOUSE_URL`)
    process.exit(1)
  }
  const db = await snapshotDatabase(`file:${path.join(dbDir, 'site.db')}`)
  site = await startSite({
    distDir: dist,
    databaseUrl: db.url,
    mediaDir: path.join(db.folder, 'media'),
    port: await freePort(),
  })
  base = site.base
}

const pages = { home: '/', listing: '/prodotti/', sheet: null }
// A sheet of this database: the first card of the listing.
const listing = await (await fetch(`${base}/prodotti/`)).text()
pages.sheet = listing.match(/href="(\/prodotti\/scheda\/[^"]+)"/)?.[1] ?? '/'
const states = {
  'gate unanswered': undefined,
  'gate answered': { Cookie: 'adult=1; site_overlay=seen' },
}
/** One Lighthouse run's CLS; a run whose trace failed (Lighthouse's NO_NAVSTART and the like) is run again. */
async function measure(url, extraHeaders, config, attempts = 3) {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], extraHeaders, logLevel: 'error', output: 'json' },
    config,
  )
  const audit = result.lhr.audits['cumulative-layout-shift']
  if (typeof audit?.numericValue === 'number') return audit.numericValue
  const reason = result.lhr.runtimeError?.code ?? audit?.errorMessage ?? 'unknown'
  if (attempts > 1) {
    console.log(`  (${url}: ${reason}, run again)`)
    return measure(url, extraHeaders, config, attempts - 1)
  }
  throw new Error(`${url}: no CLS (${reason})`)
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

const { chromiumFlags, chromiumPath } = await import('../tests/support/chromium.mjs')
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
try {
  console.log(`▸ Lighthouse ${requireTool('lighthouse/package.json').version}: CLS, median of 3 runs (${base})`)
  const rows = []
  for (const [formFactor, config] of [
    ['phone', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const [state, extraHeaders] of Object.entries(states)) {
      for (const [name, pagePath] of Object.entries(pages)) {
        const values = []
        for (let run = 0; run < 3; run++) values.push(await measure(`${base}${pagePath}`, extraHeaders, config))
        rows.push({
          formFactor,
          state,
          page: name,
          cls: median(values),
          runs: values.map((v) => v.toFixed(4)).join(' '),
        })
      }
    }
  }
  for (const row of rows) {
    console.log(
      `  ${row.formFactor.padEnd(8)} ${row.state.padEnd(16)} ${row.page.padEnd(8)} CLS ${row.cls.toFixed(4)}  (${row.runs})`,
    )
  }
  const worst = Math.max(...rows.map((row) => row.cls))
  console.log(`  worst median CLS ${worst.toFixed(4)} (Lighthouse's "good" is ≤ 0.1; the target is 0)`)
} finally {
  await chrome.kill()
  await site?.stop()
}
