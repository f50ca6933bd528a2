#!/usr/bin/env node
/**
 * Page benchmarks (issue 4, "Speed"; docs/decisions/010-page-benchmarks.md), against a production build:
 *
 * - warm throughput: autocannon, 50 connections, 10 s, on each page of PAGES and on a prerendered page of the
 *   same HTML size from the same build (`/bench-static/{n}/`, built only with BENCH_STATIC=1); the ratio of
 *   the two, per run, and its median over the runs;
 * - cold renders: sequential requests to URLs the server has never seen (other products, page numbers,
 *   filter combinations), p50 and p95 of the full response time;
 * - first-load JavaScript: every `<script src>` under /_next/static of the page, gzipped at level 9, summed.
 *
 * It builds into `.next-bench` against BENCH_DB (a seeded folder with site.db and media/, default
 * .cache/bench/p3500), starts `next start` on a free port, runs, prints a table, writes the JSON to
 * bench/results/ and stops the server it started.
 *
 *   node bench/pages.mjs [--skip-build] [--cold-revalidate]
 *   BENCH_DB=.cache/bench/p100k BENCH_RUNS=3 BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_COLD=100 node bench/pages.mjs
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import autocannon from 'autocannon'

import { firstLoadScripts } from './lib/page-scripts.mjs'

// ─── What is measured (edit here) ───────────────────────────────────────────────────────────────────────────
// Placeholders come from a real product of the database: {product} its Italian slug, {typeSlug} its type's
// Italian slug, {type} and {producer} the codes the listing's query filters take.
const PAGES = [
  { name: 'home', path: '/', firstLoadJs: true },
  { name: 'listing', path: '/prodotti/', firstLoadJs: true },
  { name: 'listing by type (route)', path: '/prodotti/tipologia/{typeSlug}/' },
  { name: 'listing type+producer (query)', path: '/prodotti/?type={type}&producer={producer}' },
  { name: 'product sheet', path: '/prodotti/scheda/{product}/', firstLoadJs: true },
]
// Cold renders: how many of each kind, taken from products and filter values the warm phase never asked for.
const COLD_MIX = { sheet: 0.4, page: 0.3, filter: 0.3 }
// Targets of issue 4; cold renders' and first-load JavaScript's of issue 17 (issue 4 asked 150 ms and 170 KB).
const TARGET = { ratio: 0.5, coldP95Ms: 100, firstLoadJsKb: 150 }
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const args = new Set(process.argv.slice(2))
const numberEnv = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)
const RUNS = numberEnv('BENCH_RUNS', 3)
const DURATION = numberEnv('BENCH_DURATION', 10)
const CONNECTIONS = numberEnv('BENCH_CONNECTIONS', 50)
const COLD = numberEnv('BENCH_COLD', 100)
const DIST = '.next-bench'
const dbDir = path.resolve(process.env.BENCH_DB || '.cache/bench/p3500')
// The site's build: next build, then the compile hints (decision 067).
const buildScript = path.join(root, 'scripts/build.mjs')
const log = (message) => console.log(`  ${message}`)

if (!fs.existsSync(path.join(dbDir, 'site.db'))) {
  console.error(`No database at ${dbDir}/site.db. Seed one first, e.g.
  DATABASE_URL=file:./.cache/bench/p3500/site.db MEDIA_DIR=./.cache/bench/p3500/media npm run seed -- --products 3500`)
  process.exit(2)
}

// The same two helpers as scripts/test-all.mjs (a free port; waiting for /api/health/).
const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

async function waitForServer(server, baseUrl) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become healthy within 120 s')
}

const port = Number(process.env.BENCH_PORT) || (await freePort())
const baseUrl = `http://127.0.0.1:${port}`
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  BENCH_STATIC: '1',
  DATABASE_URL: `file:${path.join(dbDir, 'site.db')}`,
  MEDIA_DIR: path.join(dbDir, 'media'),
  SITE_URL: `http://localhost:${port}`,
  PORT: String(port),
}

// ─── Build and start ─────────────────────────────────────────────────────────────────────────────────────────
const stamp = path.join(DIST, 'bench-database')
if (args.has('--skip-build') && fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
  const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '?'
  if (built !== dbDir)
    console.warn(`! ${DIST} was built against ${built}, not ${dbDir}: prerendered pages may disagree`)
  console.log(`▸ Using the existing build in ${DIST}`)
} else {
  console.log(`▸ Building into ${DIST} against ${path.relative(root, dbDir)} (BENCH_STATIC=1)`)
  const started = Date.now()
  const build = spawnSync(process.execPath, [buildScript], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  })
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '')
    console.error(`✗ next build failed (exit ${build.status ?? build.signal})`)
    process.exit(1)
  }
  fs.writeFileSync(stamp, dbDir)
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

// The server runs on a copy of the build: the pages it renders are written into its build folder, and a later run
// with --skip-build would find the last run's "cold" pages already rendered there.
const RUN_DIST = `${DIST}-run`
fs.rmSync(RUN_DIST, { recursive: true, force: true })
fs.cpSync(DIST, RUN_DIST, { recursive: true, filter: (source) => path.relative(DIST, source) !== 'cache' })
console.log(`▸ next start on ${baseUrl} (a copy of ${DIST} in ${RUN_DIST})`)
const serverLog = path.join(DIST, 'bench-server.log')
// No scheduled-jobs cron in the measured server (decision 011): nothing runs beside the requests measured.
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
  env: { ...env, NEXT_DIST_DIR: RUN_DIST, JOBS_AUTORUN_CRON: 'off' },
  stdio: ['ignore', fs.openSync(serverLog, 'w'), fs.openSync(serverLog, 'a')],
  detached: true,
})
// The whole process group: `next start` may leave a server process behind a plain kill.
const stopServer = () => {
  if (server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
  }
  fs.rmSync(RUN_DIST, { recursive: true, force: true })
}
process.on('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer()
    process.exit(130)
  })
}

// ─── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────────
const median = (values) => {
  const s = [...values].sort((a, b) => a - b)
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN
}
const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}
const round = (n, digits = 1) => Number(n.toFixed(digits))

async function get(pathname) {
  const res = await fetch(`${baseUrl}${pathname}`, { redirect: 'manual' })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, body }
}

function cannon(pathname, duration = DURATION, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${baseUrl}${pathname}`, connections, duration }, (error, result) => {
      if (error) reject(error)
      else {
        resolve({
          rps: round(result.requests.average),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          ok: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        })
      }
    })
  })
}

/** Products with a type, read through the site's own REST API (100 a page, its most): slugs and filter codes. */
async function catalogueSample() {
  const docs = []
  for (let page = 1; page <= 4; page++) {
    const query = new URLSearchParams({
      'where[spiritType][exists]': 'true',
      limit: '100',
      page: String(page),
      depth: '1',
      locale: 'it',
      sort: 'code',
      'select[slug]': 'true',
      'select[type]': 'true',
      'select[producer]': 'true',
    })
    const res = await fetch(`${baseUrl}/api/products/?${query}`)
    if (!res.ok) throw new Error(`GET /api/products/ answered ${res.status}`)
    docs.push(...(await res.json()).docs)
  }
  return docs
    .filter((d) => d.slug && d.type?.code && d.type?.slug && d.producer?.code)
    .map((d) => ({ product: d.slug, type: d.type.code, typeSlug: d.type.slug, producer: d.producer.code }))
}

/**
 * Where the site serves `pathname`: a listing state has one URL (decision 028), so a filter given in the query may be
 * redirected to its own path. Only a redirect is followed; an answer of 200 means the URL was its own (and it was
 * rendered by asking).
 */
async function ownUrl(pathname) {
  for (let hop = 0; hop < 3; hop += 1) {
    const res = await fetch(`${baseUrl}${pathname}`, { redirect: 'manual' })
    await res.arrayBuffer()
    const location = res.headers.get('location')
    if (res.status < 300 || res.status >= 400 || !location) return pathname
    const next = new URL(location, baseUrl)
    pathname = next.pathname + next.search
  }
  return pathname
}

const fill = (template, values) =>
  template.replace(/\{(\w+)\}/g, (_, key) => encodeURIComponent(values[key] ?? `{${key}}`))

/** The prerendered padding sizes of the build (`/it/bench-static/{n}` in its prerender manifest). */
function staticSizes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'prerender-manifest.json'), 'utf8'))
  return Object.keys(manifest.routes)
    .map((route) => /^\/it\/bench-static\/(\d+)$/.exec(route)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b)
}

/** The static page whose HTML is closest in size to `bytes` (HTML size grows with the padding: bisect). */
async function staticPageOfSize(bytes, sizes, lengths) {
  const lengthOf = async (n) => {
    if (!lengths.has(n)) {
      const { status, body } = await get(`/bench-static/${n}/`)
      if (status !== 200)
        throw new Error(`/bench-static/${n}/ answered ${status}: was the build made with BENCH_STATIC=1?`)
      lengths.set(n, body.length)
    }
    return lengths.get(n)
  }
  let lo = 0
  let hi = sizes.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((await lengthOf(sizes[mid])) < bytes) lo = mid + 1
    else hi = mid
  }
  const candidates = [sizes[lo], sizes[Math.max(0, lo - 1)]]
  let best = candidates[0]
  for (const n of candidates)
    if (Math.abs((await lengthOf(n)) - bytes) < Math.abs((await lengthOf(best)) - bytes)) best = n
  return { path: `/bench-static/${best}/`, bytes: await lengthOf(best) }
}

/** First-load JS: the page's first-load scripts (bench/lib/page-scripts.mjs), each gzipped at level 9. */
async function firstLoadJs(html) {
  const sources = firstLoadScripts(html)
  let raw = 0
  let gzip = 0
  for (const src of sources) {
    const { status, body } = await get(src)
    if (status !== 200) throw new Error(`${src} answered ${status}`)
    raw += body.length
    gzip += zlib.gzipSync(body, { level: 9 }).length
  }
  return { scripts: sources.length, raw_kb: round(raw / 1024), gzip_kb: round(gzip / 1024) }
}

/** Has the running site expire the catalogue's cache tags (src/app/api/revalidate, with REVALIDATE_SECRET: set, or
 * generated beside the bench database, src/lib/env.ts). */
async function revalidateCatalogue() {
  const secret =
    process.env.REVALIDATE_SECRET ||
    JSON.parse(fs.readFileSync(path.join(dbDir, 'secrets.json'), 'utf8')).REVALIDATE_SECRET
  const res = await fetch(`${baseUrl}/api/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ tags: ['collection:products', 'collection:producers', 'collection:taxonomy-terms'] }),
  })
  if (!res.ok) throw new Error(`/api/revalidate/ answered ${res.status}`)
}

// ─── Run ─────────────────────────────────────────────────────────────────────────────────────────────────────
const results = {
  date: new Date().toISOString(),
  database: path.relative(root, dbDir),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: round(os.totalmem() / 2 ** 30),
    loadBefore: os.loadavg().map((l) => round(l, 2)),
  },
  settings: { runs: RUNS, duration_s: DURATION, connections: CONNECTIONS, cold: COLD },
  pages: [],
  cold: null,
  firstLoadJs: [],
}

try {
  await waitForServer(server, baseUrl)
  const products = await catalogueSample()
  if (products.length < 20) throw new Error(`only ${products.length} products with a type in ${dbDir}`)
  const warmProduct = products[0]
  const sizes = staticSizes()
  if (!sizes.length)
    throw new Error(`${DIST} has no /bench-static/ pages: build with BENCH_STATIC=1 (drop --skip-build)`)
  const lengths = new Map()

  console.log('▸ Pages and their static twins')
  const pages = []
  for (const page of PAGES) {
    const url = await ownUrl(fill(page.path, warmProduct))
    const first = await get(url)
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}`)
    await cannon(url, 2, 10) // warm: renders and caches whatever the page caches
    const { body } = await get(url)
    const twin = await staticPageOfSize(body.length, sizes, lengths)
    await cannon(twin.path, 2, 10)
    pages.push({ ...page, url, bytes: body.length, html: body.toString('utf8'), twin, runs: [] })
    log(`${page.name}: ${url} (${round(body.length / 1024)} KB) ~ ${twin.path} (${round(twin.bytes / 1024)} KB)`)
  }

  console.log(`▸ Warm throughput: ${RUNS} runs × (page, static twin) × ${DURATION} s, ${CONNECTIONS} connections`)
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of pages) {
      const measured = await cannon(page.url)
      const twin = await cannon(page.twin.path)
      page.runs.push({ page: measured, static: twin, ratio: round(measured.rps / twin.rps, 3) })
      log(
        `run ${run} ${page.name}: ${measured.rps} req/s, static ${twin.rps} req/s, ratio ${round(measured.rps / twin.rps, 2)}` +
          (measured.non2xx || measured.errors ? ` (non-2xx ${measured.non2xx}, errors ${measured.errors})` : ''),
      )
    }
  }

  console.log(
    `▸ Cold renders: ${COLD} sequential requests to URLs never asked for${args.has('--cold-revalidate') ? ', after expiring the catalogue tags' : ''}`,
  )
  const fresh = products.slice(1)
  const pairs = [...new Map(fresh.map((p) => [`${p.type}|${p.producer}`, p])).values()].filter(
    (p) => p.type !== warmProduct.type || p.producer !== warmProduct.producer,
  )
  const coldUrls = []
  const counts = { sheet: Math.round(COLD * COLD_MIX.sheet), page: Math.round(COLD * COLD_MIX.page) }
  counts.filter = COLD - counts.sheet - counts.page
  for (let i = 0; i < counts.sheet; i += 1)
    coldUrls.push({ kind: 'sheet', url: fill('/prodotti/scheda/{product}/', fresh[i % fresh.length]) })
  for (let i = 0; i < counts.page; i += 1) coldUrls.push({ kind: 'page', url: `/prodotti/?page=${i + 2}` })
  for (let i = 0; i < counts.filter; i += 1) {
    const p = pairs[i % pairs.length]
    // The combination's own URL: its redirect is answered by the proxy, without rendering the listing.
    const url =
      i < pairs.length
        ? await ownUrl(fill('/prodotti/?type={type}&producer={producer}', p))
        : fill(`/prodotti/tipologia/{typeSlug}/?page=${2 + Math.floor(i / pairs.length)}`, p)
    coldUrls.push({ kind: 'filter', url })
  }
  // Interleave the kinds, the same order on every run.
  const ordered = coldUrls.map((u, i) => ({ ...u, key: (i * 37) % coldUrls.length })).sort((a, b) => a.key - b.key)
  if (args.has('--cold-revalidate')) await revalidateCatalogue()
  const samples = []
  for (const { kind, url } of ordered) {
    const start = performance.now()
    const { status } = await get(url)
    samples.push({ kind, url, status, ms: round(performance.now() - start, 2) })
  }
  const summary = (list) => ({
    n: list.length,
    p50_ms: round(
      percentile(
        list.map((s) => s.ms),
        50,
      ),
    ),
    p95_ms: round(
      percentile(
        list.map((s) => s.ms),
        95,
      ),
    ),
    max_ms: round(Math.max(...list.map((s) => s.ms))),
    non200: list.filter((s) => s.status !== 200).length,
  })
  results.cold = {
    revalidated: args.has('--cold-revalidate'),
    all: summary(samples),
    byKind: Object.fromEntries(
      ['sheet', 'page', 'filter'].map((k) => [k, summary(samples.filter((s) => s.kind === k))]),
    ),
    samples,
  }

  console.log('▸ First-load JavaScript (gzip -9)')
  for (const page of pages.filter((p) => p.firstLoadJs)) {
    const js = await firstLoadJs(page.html)
    results.firstLoadJs.push({ name: page.name, url: page.url, ...js })
    log(`${page.name}: ${js.gzip_kb} KB in ${js.scripts} scripts`)
  }

  results.pages = pages.map(({ name, url, bytes, twin, runs }) => ({
    name,
    url,
    html_kb: round(bytes / 1024),
    static: { url: twin.path, html_kb: round(twin.bytes / 1024) },
    median: {
      rps: median(runs.map((r) => r.page.rps)),
      static_rps: median(runs.map((r) => r.static.rps)),
      ratio: median(runs.map((r) => r.ratio)),
      p99_ms: median(runs.map((r) => r.page.p99_ms)),
    },
    runs,
  }))
} catch (error) {
  console.error(`✗ ${error.message} (server log: ${serverLog})`)
  stopServer()
  process.exit(1)
}
stopServer()
results.machine.loadAfter = os.loadavg().map((l) => round(l, 2))

// ─── Report ──────────────────────────────────────────────────────────────────────────────────────────────────
const table = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
  for (const [i, row] of rows.entries()) {
    console.log(
      `  ${row.map((cell, j) => (j === 0 ? String(cell).padEnd(widths[j]) : String(cell).padStart(widths[j]))).join('  ')}`,
    )
    if (i === 0) console.log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`)
  }
}
const mark = (ok) => (ok ? '✓' : '✗')

console.log(
  `\nPages, warm (median of ${RUNS} runs; autocannon ${CONNECTIONS} connections × ${DURATION} s; ${results.database}; load ${results.machine.loadBefore[0]} → ${results.machine.loadAfter[0]})`,
)
table([
  ['page', 'HTML KB', 'req/s', 'static req/s', 'ratio', `≥ ${TARGET.ratio}`, 'p99 ms'],
  ...results.pages.map((p) => [
    p.name,
    p.html_kb,
    p.median.rps,
    p.median.static_rps,
    round(p.median.ratio, 2),
    mark(p.median.ratio >= TARGET.ratio),
    p.median.p99_ms,
  ]),
])
console.log(
  `\nCold renders (${results.cold.all.n} sequential never-seen URLs${results.cold.revalidated ? ', catalogue tags expired first' : ''})`,
)
table([
  ['kind', 'n', 'p50 ms', 'p95 ms', 'max ms', `p95 < ${TARGET.coldP95Ms}`, 'non-200'],
  ...Object.entries({ ...results.cold.byKind, all: results.cold.all }).map(([k, s]) => [
    k,
    s.n,
    s.p50_ms,
    s.p95_ms,
    s.max_ms,
    mark(s.p95_ms < TARGET.coldP95Ms),
    s.non200,
  ]),
])
console.log('\nFirst-load JavaScript')
table([
  ['page', 'scripts', 'raw KB', 'gzip KB', `< ${TARGET.firstLoadJsKb}`],
  ...results.firstLoadJs.map((j) => [j.name, j.scripts, j.raw_kb, j.gzip_kb, mark(j.gzip_kb < TARGET.firstLoadJsKb)]),
])

fs.mkdirSync('bench/results', { recursive: true })
const out = path.join('bench/results', `pages-${results.date.replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n  JSON: ${out}`)
