#!/usr/bin/env node
/**
 * Pages re-rendered after editing one product (issue 15, item 4; docs/decisions/030-precise-invalidation.md).
 *
 * Against an existing production build (BENCH_DIST, default .next-bench: `npm run bench -- --only pages` makes it)
 * started on a free port over BENCH_DB (default .cache/bench/p3500): warms a sample of pages that read products
 * (BENCH_SHEETS products' sheets and print sheets in both languages, their producers' pages, every type and sub-type
 * listing, the first pages of all products), then for each scenario changes one product, asks every warmed page
 * once more and counts the ones not served from the cache (`x-nextjs-cache` other than HIT), then warms them again:
 *
 * - before: the tags the hook sent for any product save until decision 030 (`collection:products` and the
 *   document's tag), expired through /api/revalidate: what one edit cost;
 * - content: the product's Italian description saved by the demo editor through the REST API;
 * - title: its Italian title saved likewise (then restored).
 *
 * Prints a table and the share of the catalogue's sheets re-rendered, extrapolated from the sample; writes the JSON
 * to bench/results/ and stops the server it started. No timing: it counts cache entries.
 *
 *   BENCH_DB=.cache/bench/p100k BENCH_SHEETS=500 node bench/invalidation.mjs
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const dbDir = path.resolve(process.env.BENCH_DB || '.cache/bench/p3500')
const DIST = process.env.BENCH_DIST || '.next-bench'
const SHEETS = Number(process.env.BENCH_SHEETS) || 200
const PRODUCERS = 40
const LISTING_PAGES = 5
const editor = {
  email: process.env.DEMO_EDITOR_EMAIL ?? 'editor@vinea.demo',
  password: process.env.DEMO_EDITOR_PASSWORD ?? 'vinea-demo-2026',
}
const log = (message) => console.log(`  ${message}`)

for (const [what, file] of [
  ['database', path.join(dbDir, 'site.db')],
  ['build', path.join(DIST, 'BUILD_ID')],
]) {
  if (!fs.existsSync(file)) {
    console.error(`No ${what} at ${file}: seed BENCH_DB and build BENCH_DIST first (see bench/pages.mjs).`)
    process.exit(2)
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
const port = Number(process.env.BENCH_PORT) || (await freePort())
const baseUrl = `http://127.0.0.1:${port}`
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  DATABASE_URL: `file:${path.join(dbDir, 'site.db')}`,
  MEDIA_DIR: path.join(dbDir, 'media'),
  SITE_URL: `http://localhost:${port}`,
  PORT: String(port),
  JOBS_AUTORUN_CRON: 'off',
}

console.log(`▸ Serving ${DIST} over ${path.relative(root, dbDir)} on ${baseUrl}`)
const serverLog = path.join(DIST, 'bench-invalidation-server.log')
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
  env,
  stdio: ['ignore', fs.openSync(serverLog, 'w'), fs.openSync(serverLog, 'a')],
  detached: true,
})
const stopServer = () => {
  if (server.exitCode !== null) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    server.kill('SIGTERM')
  }
}
process.on('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopServer()
    process.exit(130)
  })

const deadline = Date.now() + 300_000
for (;;) {
  if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} (see ${serverLog})`)
  if (Date.now() > deadline) throw new Error('server did not become healthy within 300 s')
  try {
    if ((await fetch(`${baseUrl}/api/health/`)).ok) break
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 1000))
}

// ─── The sample ──────────────────────────────────────────────────────────────────────────────────────────────
async function json(pathname, init) {
  const res = await fetch(`${baseUrl}${pathname}`, init)
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${pathname} answered ${res.status}: ${await res.text()}`)
  return res.json()
}
const query = (params) => new URLSearchParams(params).toString()
const shown = { 'where[spiritType][exists]': 'true' }
const total = (await json(`/api/products/?${query({ ...shown, limit: '1', depth: '0' })}`)).totalDocs
const products = []
for (let i = 0; i < Math.min(SHEETS, total); i++) {
  const page = Math.floor((i * total) / Math.min(SHEETS, total)) + 1
  const params = { ...shown, limit: '1', page: String(page), sort: 'id', depth: '1', locale: 'all' }
  for (const field of ['slug', 'title', 'producer', 'spiritType', 'code']) params[`select[${field}]`] = 'true'
  const doc = (await json(`/api/products/?${query(params)}`)).docs[0]
  if (doc) products.push(doc)
}
const terms = []
for (let page = 1; ; page++) {
  const params = { 'where[group][in]': 'type,typespirits', limit: '100', page: String(page), locale: 'all' }
  const { docs, hasNextPage } = await json(`/api/taxonomy-terms/?${query(params)}`)
  terms.push(...docs)
  if (!hasNextPage) break
}
const producers = [...new Map(products.map((p) => [p.producer.id, p.producer])).values()].slice(0, PRODUCERS)

/** A slug read with `locale=all`: one per language, or one for all. */
const slugIn = (slug, locale) => (typeof slug === 'string' ? slug : slug?.[locale])
const pages = []
const add = (kind, pathname) => pages.push({ kind, path: pathname })
for (const p of products) {
  add('sheet', `/prodotti/scheda/${slugIn(p.slug, 'it')}/`)
  add('sheet', `/en/products/sheet/${slugIn(p.slug, 'en')}/`)
  add('print sheet', `/prodotti/scheda/${slugIn(p.slug, 'it')}/pdf/`)
  add('print sheet', `/en/products/sheet/${slugIn(p.slug, 'en')}/pdf/`)
}
for (const t of terms) {
  add('type listing', `/prodotti/tipologia/${slugIn(t.slug, 'it')}/`)
  add('type listing', `/en/products/type/${slugIn(t.slug, 'en')}/`)
}
for (let n = 1; n <= LISTING_PAGES; n++) add('all products', n === 1 ? '/prodotti/' : `/prodotti/?page=${n}`)
for (const p of producers) {
  add('producer page', `/produttori/produttore/${slugIn(p.slug, 'it')}/`)
  add('producer listing', `/prodotti/produttore/${slugIn(p.slug, 'it')}/`)
}

async function cacheOf(pathname) {
  const res = await fetch(`${baseUrl}${pathname}`)
  await res.arrayBuffer()
  return { status: res.status, cache: res.headers.get('x-nextjs-cache') }
}
async function warm() {
  let cold = 0
  for (const page of pages) {
    for (let i = 0; i < 4; i++) {
      const { status, cache } = await cacheOf(page.path)
      page.status = status
      if (status !== 200 || cache === 'HIT') break
      cold += 1
    }
  }
  return cold
}
async function count() {
  const expired = {}
  for (const page of pages.filter((p) => p.status === 200)) {
    const { cache } = await cacheOf(page.path)
    expired[page.kind] ??= { pages: 0, rendered: 0 }
    expired[page.kind].pages += 1
    if (cache !== 'HIT') expired[page.kind].rendered += 1
  }
  return expired
}

// ─── The scenarios ───────────────────────────────────────────────────────────────────────────────────────────
console.log(`▸ ${total} shown products; warming ${pages.length} pages (${products.length} products' sheets)`)
log(`${await warm()} renders to warm; ${pages.filter((p) => p.status !== 200).length} pages not 200 left out`)
const target = products[0]
const { token } = await json('/api/users/login/', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(editor),
})
const save = (data) =>
  json(`/api/products/${target.id}/?locale=it`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
const secret =
  process.env.REVALIDATE_SECRET ||
  JSON.parse(fs.readFileSync(path.join(dbDir, 'secrets.json'), 'utf8')).REVALIDATE_SECRET

const scenarios = {
  before: async () =>
    json('/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags: ['collection:products', `doc:products:${target.id}`] }),
    }),
  content: async () => save({ description: `Descrizione di prova ${Date.now()}` }),
  title: async () => save({ title: `${slugIn(target.title, 'it')} (bench)` }),
}
const results = {}
for (const [name, change] of Object.entries(scenarios)) {
  await change()
  results[name] = await count()
  log(`${name}: ${Object.values(results[name]).reduce((n, k) => n + k.rendered, 0)} re-rendered`)
  await warm()
}
await save({ title: slugIn(target.title, 'it') })

// ─── Report ──────────────────────────────────────────────────────────────────────────────────────────────────
const kinds = [...new Set(pages.map((p) => p.kind))]
const cell = (r, kind) => (r[kind] ? `${r[kind].rendered}/${r[kind].pages}` : '–')
console.log(`\nRe-rendered / warmed after editing product ${target.code} (${total} shown products)\n`)
console.log(['page kind'.padEnd(18), ...Object.keys(scenarios).map((s) => s.padStart(10))].join(' '))
for (const kind of kinds)
  console.log([kind.padEnd(18), ...Object.values(results).map((r) => cell(r, kind).padStart(10))].join(' '))
const sheetsOf = (r) => ['sheet', 'print sheet'].reduce((n, k) => n + (r[k]?.rendered ?? 0), 0)
const sampled = ['sheet', 'print sheet'].reduce((n, k) => n + (results.before[k]?.pages ?? 0), 0)
console.log('\nSheets and print sheets of the whole catalogue (4 per product), extrapolated from the sample:')
for (const [name, r] of Object.entries(results)) {
  // The edited product's own 4 pages are always in the sample; the others stand for the rest of the catalogue.
  const others = Math.max(0, sheetsOf(r) - 4) / Math.max(1, sampled - 4)
  log(`${name.padEnd(8)} ${Math.round(4 + others * (total * 4 - 4))} of ${total * 4}`)
}
fs.mkdirSync('bench/results', { recursive: true })
const file = `bench/results/invalidation-${total}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
fs.writeFileSync(file, JSON.stringify({ total, product: target.code, pages: pages.length, results }, null, 2))
console.log(`\n▸ ${file}`)
stopServer()
