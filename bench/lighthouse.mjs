#!/usr/bin/env node
/**
 * Lighthouse's Cumulative Layout Shift (issue 13, item 7) on the home page, a listing and a product sheet, with the
 * age gate unanswered and answered, on Lighthouse's phone and desktop settings; three runs each, median printed.
 * Then Lighthouse's mobile performance (issue 17, item 2): score, LCP, TBT and CLS of the home, the listing, a type
 * listing and a sheet in both languages, a first visit (age gate unanswered), median of three runs.
 *
 *   LIGHTHOUSE_PARTS=performance node bench/lighthouse.mjs              only one part (cls, performance)
 *
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs      a running site
 *   LIGHTHOUSE_URL=https://localhost:8443 NODE_EXTRA_CA_CERTS=.cache/deploy/tls/ca.pem node bench/lighthouse.mjs
 *                                                                        through npm run deploy:local's nginx
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
  const { startSiteOnSnapshot } = await import('../tests/support/outbox-harness.mjs')
  const dist = process.env.LIGHTHOUSE_DIST || '.next-bench'
  const dbDir = path.resolve(root, process.env.BENCH_DB || '.cache/bench/p3500')
  if (!fs.existsSync(path.join(root, dist, 'BUILD_ID'))) {
    console.error(`✗ no build in ${dist}: run \`npm run bench -- --only pages\` first, or set LIGHTHOUSE_URL`)
    process.exit(1)
  }
  // Its snapshot goes with it (`site.stop`).
  site = await startSiteOnSnapshot({ source: `file:${path.join(dbDir, 'site.db')}`, distDir: dist })
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
/** One Lighthouse run's report; a run whose trace failed (Lighthouse's NO_NAVSTART and the like) is run again. */
async function audit(url, extraHeaders, config, attempts = 3) {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], extraHeaders, logLevel: 'error', output: 'json' },
    config,
  )
  const { lhr } = result
  if (
    typeof lhr.audits['cumulative-layout-shift']?.numericValue === 'number' &&
    lhr.categories.performance.score != null
  )
    return lhr
  const reason = lhr.runtimeError?.code ?? lhr.audits['cumulative-layout-shift']?.errorMessage ?? 'unknown'
  if (attempts > 1) {
    console.log(`  (${url}: ${reason}, run again)`)
    return audit(url, extraHeaders, config, attempts - 1)
  }
  throw new Error(`${url}: no result (${reason})`)
}

const measure = async (url, extraHeaders, config) =>
  (await audit(url, extraHeaders, config)).audits['cumulative-layout-shift'].numericValue

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

const { chromiumFlags, chromiumPath, omniboxPopupFeatures } = await import('../tests/support/chromium.mjs')
// NODE_EXTRA_CA_CERTS: the certificate authority of a site served over https with a local certificate (npm run
// deploy:local's .cache/deploy/tls/ca.pem), trusted by this script's requests; Chromium ignores certificate errors.
const tlsFlags = process.env.NODE_EXTRA_CA_CERTS ? ['--ignore-certificate-errors'] : []
// chrome-launcher's own flags, the omnibox's popups added to its `--disable-features` (Chromium keeps the last one
// only): preloaded for the window of every run, their two renderers took the CPU the page was measured on (decision 067).
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${omniboxPopupFeatures.join(',')}` : flag,
)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  ignoreDefaultFlags: true,
  chromeFlags: [...launcherFlags, ...chromiumFlags, ...tlsFlags],
})
const parts = (process.env.LIGHTHOUSE_PARTS ?? 'cls,performance').split(',')
try {
  if (parts.includes('cls')) await clsPart()
  if (parts.includes('performance')) await performancePart()
} finally {
  await chrome.kill()
  await site?.stop()
}

async function clsPart() {
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
}

/** A type listing of this database: the first type link of the listing's panel. */
function typeListing(html, prefix) {
  return html.match(new RegExp(`href="(${prefix}[^"?]+/)"`))?.[1] ?? null
}

async function performancePart() {
  const en = await (await fetch(`${base}/en/products/`)).text()
  const enSheet = en.match(/href="(\/en\/products\/sheet\/[^"]+)"/)?.[1]
  const perfPages = {
    'home it': '/',
    'home en': '/en/',
    'listing it': '/prodotti/',
    'listing en': '/en/products/',
    'type it': typeListing(listing, '/prodotti/tipologia/'),
    'type en': typeListing(en, '/en/products/type/'),
    'sheet it': pages.sheet,
    'sheet en': enSheet,
  }
  console.log(`▸ Lighthouse mobile performance, first visit, median of 3 runs (${base})`)
  const benchmarkIndexes = []
  for (const [name, pagePath] of Object.entries(perfPages)) {
    if (!pagePath) {
      console.log(`  ${name.padEnd(11)} (no such page in this database)`)
      continue
    }
    const runs = []
    for (let run = 0; run < 3; run++) runs.push(await audit(`${base}${pagePath}`, undefined, undefined))
    const pick = (fn) => median(runs.map(fn))
    const score = pick((lhr) => Math.round(lhr.categories.performance.score * 100))
    const lcp = pick((lhr) => lhr.audits['largest-contentful-paint'].numericValue)
    const tbt = pick((lhr) => lhr.audits['total-blocking-time'].numericValue)
    const cls = pick((lhr) => lhr.audits['cumulative-layout-shift'].numericValue)
    const fcp = pick((lhr) => lhr.audits['first-contentful-paint'].numericValue)
    // The longest main-thread task at Lighthouse's 4× slower CPU: on every page so far the evaluation of the
    // first-load scripts (React's and Next's runtime among them), which alone keeps TBT from its best score.
    const longest = pick((lhr) =>
      Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((task) => task.duration)),
    )
    for (const lhr of runs)
      if (Number.isFinite(lhr.environment?.benchmarkIndex)) benchmarkIndexes.push(lhr.environment.benchmarkIndex)
    console.log(
      `  ${name.padEnd(11)} score ${String(score).padStart(3)}  LCP ${(lcp / 1000).toFixed(2)} s  FCP ${(fcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  longest task ${Math.round(longest)} ms  (${pagePath}; scores ${runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)).join(' ')})`,
    )
  }
  // Lighthouse's own measure of this machine's CPU (higher is faster; Chrome DevTools' calibration takes 1000 for a
  // mid-tier phone): TBT and scores from machines far apart are not comparable.
  console.log(
    `  Lighthouse's benchmark index of this machine: ${Math.round(median(benchmarkIndexes))} (median of the runs)`,
  )
}
