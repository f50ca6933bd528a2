#!/usr/bin/env node
/**
 * Load through the deployment recipe (issue 17, "Load"; docs/decisions/041-deployment.md): deploy/local.mjs's nginx
 * in front of two app nodes on PostgreSQL and Redis, against one node on SQLite, in the same run.
 *
 * 1. The edge cache: the micro-cached listing page through nginx against nginx serving a static file of the same
 *    bytes, with wrk (Debian's `wrk`; autocannon when it is missing), the two alternated; requests per second.
 * 2. 200 visitors for 60 s over a mix of the sitemap's pages in both languages (home, listings, listings with
 *    filters, sheets, searches, articles), each visitor a keep-alive connection asking one page after another, with
 *    a pause between pages drawn between 0 and 2 × LOAD_THINK_MS (1000; 0 for none):
 *    requests per second, p50/p95/p99, errors. During it an editor saves a product's title through the site (at
 *    LOAD_EDIT_AT s): how long the save took, and the time until every node, and nginx, serves the new title on the
 *    sheet, from the save's start and from its answer; and one node is
 *    killed (LOAD_KILL_AT s, SIGKILL) and started again (LOAD_RESTART_AT s): failed requests around it, and the
 *    requests nginx gives it after it is back.
 * 3. The same mix against one node on SQLite (its own build and database, the same demo catalogue), directly.
 *
 *   node bench/load.mjs [--skip-sqlite]
 *   LOAD_VISITORS=200 LOAD_SECONDS=60 LOAD_THINK_MS=1000 node bench/load.mjs
 *
 * Needs what deploy/local.mjs needs (it says so). Writes the JSON to bench/results/.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { startDeployment, stopChild } from '../deploy/local.mjs'
import { prepareAndBuild } from '../scripts/lib/prepared-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const numberEnv = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)
const VISITORS = numberEnv('LOAD_VISITORS', 200)
const SECONDS = numberEnv('LOAD_SECONDS', 60)
const EDIT_AT = numberEnv('LOAD_EDIT_AT', 15)
const KILL_AT = numberEnv('LOAD_KILL_AT', 30)
const RESTART_AT = numberEnv('LOAD_RESTART_AT', 42)
const EDGE_SECONDS = numberEnv('LOAD_EDGE_SECONDS', 10)
// A visitor reads a page before asking the next: a pause drawn between 0 and twice this (0: none, a stress test).
const THINK_MS = numberEnv('LOAD_THINK_MS', 1000)
// The mix: weights per kind of page (a trade buyer browses listings and sheets more than anything else).
const MIX = { home: 0.1, listing: 0.25, filtered: 0.15, sheet: 0.3, search: 0.1, article: 0.1 }
const args = new Set(process.argv.slice(2))
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const log = (message) => console.log(`  ${message}`)
const work = path.join(root, '.cache/bench/load')
fs.mkdirSync(work, { recursive: true })

// ─── HTTP ────────────────────────────────────────────────────────────────────────────────────────────────────
/** A client of one origin: keep-alive connections, at most `sockets`; `get(path)` → { status, body, ms }. */
function client(origin, { ca, sockets = VISITORS } = {}) {
  const secure = origin.startsWith('https:')
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: sockets, ca })
  const request = (method, pathname, { body, headers = {} } = {}) =>
    new Promise((resolve) => {
      const started = performance.now()
      const req = (secure ? https : http).request(
        `${origin}${pathname}`,
        { method, agent, headers: { 'Accept-Encoding': 'br, gzip', ...headers }, timeout: 30_000 },
        (res) => {
          const chunks = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          )
          res.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }))
        },
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }))
      req.end(body)
    })
  return { origin, agent, request, get: (pathname, options) => request('GET', pathname, options) }
}

/** The text of an answer, decompressed. */
async function textOf(answer) {
  if (!answer.body) throw new Error(`no answer (${answer.error ?? answer.status})`)
  const { default: zlib } = await import('node:zlib')
  const encoding = answer.headers?.['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

// ─── The mix ─────────────────────────────────────────────────────────────────────────────────────────────────
/** Every page of the sitemap, sorted into the mix's kinds, and filtered listings and searches from real data. */
async function pagesOf(site) {
  const urls = []
  const index = await textOf(await site.get('/sitemap.xml'))
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sub = await textOf(await site.get(new URL(loc).pathname))
    for (const [, page] of sub.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(new URL(page).pathname)
  }
  const kinds = { home: ['/', '/en/'], listing: [], filtered: [], sheet: [], search: [], article: [] }
  for (const url of urls) {
    if (/^\/(en\/)?(prodotti|products)\/(scheda|sheet)\/[^/]+\/$/.test(url)) kinds.sheet.push(url)
    else if (/^\/(en\/)?(prodotti|products|produttori|producers)\//.test(url)) kinds.listing.push(url)
    else if (/^\/(en\/)?(blog|news-eventi|news-events|rassegna-stampa|press-reviews)\/.+\/.+/.test(url))
      kinds.article.push(url)
  }
  // Filtered listings: one or two values of the listing's filter panel (its checkboxes), in both languages.
  const html = await textOf(await site.get('/prodotti/'))
  const values = [...html.matchAll(/<input type="checkbox" name="(\w+)" value="([^"]+)"/g)].map(([, n, v]) => [n, v])
  const random = () => values[Math.floor(Math.random() * values.length)]
  for (let i = 0; i < 80 && values.length; i++) {
    const chosen = [random(), ...(i % 2 ? [random()] : [])].filter(
      (v, j, all) => all.findIndex((w) => w[0] === v[0]) === j,
    )
    const query = chosen.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&')
    kinds.filtered.push(`${i % 2 ? '/en/products/' : '/prodotti/'}?${query}`)
  }
  // Searches: words of product titles (the sheets' slugs), in both languages.
  const words = [...new Set(kinds.sheet.flatMap((u) => u.split('/').at(-2).split('-')).filter((w) => w.length > 4))]
  for (const word of words.slice(0, 60)) kinds.search.push(`/cerca/?q=${word}`, `/en/search/?q=${word}`)
  for (const [kind, list] of Object.entries(kinds)) if (!list.length) throw new Error(`no ${kind} page found`)
  return kinds
}

// How many distinct pages of each kind the visitors ask for (a site's traffic goes to a part of it): all are asked
// once before the measured run, as a site that has been serving would have them in its caches.
const DISTINCT = { home: 2, listing: 120, filtered: 80, sheet: 300, search: 80, article: 40 }

/** `DISTINCT[kind]` pages of each kind, taken at random. */
function sample(kinds) {
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, list]) => [
      kind,
      [...list].sort(() => Math.random() - 0.5).slice(0, DISTINCT[kind] ?? list.length),
    ]),
  )
}

/** The seconds from `start` to `end` (`performance.now()` times), to `digits` decimals. */
const secondsBetween = (start, end, digits = 2) => Number(((end - start) / 1000).toFixed(digits))

/** Asks every page once, `concurrency` at a time; returns the seconds it took. */
async function warm(site, kinds, concurrency = 8) {
  const queue = Object.values(kinds).flat()
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (queue.length) await site.get(queue.shift())
    }),
  )
  return secondsBetween(started, performance.now(), 1)
}

function picker(kinds) {
  const entries = Object.entries(MIX)
  return () => {
    let r = Math.random()
    for (const [kind, weight] of entries) {
      if ((r -= weight) <= 0 || kind === entries.at(-1)[0]) {
        const list = kinds[kind]
        return { kind, path: list[Math.floor(Math.random() * list.length)] }
      }
    }
  }
}

/** `VISITORS` loops for `SECONDS`, each asking one page after another; `events` run at their second. */
async function runMix(site, pick, events = []) {
  const results = []
  const started = performance.now()
  const end = started + SECONDS * 1000
  const visitor = async () => {
    while (performance.now() < end) {
      const { kind, path: pathname } = pick()
      const at = (performance.now() - started) / 1000
      const answer = await site.get(pathname)
      results.push({ at, kind, path: pathname, status: answer.status, ms: answer.ms, error: answer.error })
      if (THINK_MS) await sleep(Math.random() * 2 * THINK_MS)
    }
  }
  const timers = events.map((event) =>
    sleep(event.at * 1000).then(async () => {
      event.startedAt = (performance.now() - started) / 1000
      event.result = await event.run()
    }),
  )
  await Promise.all([...Array.from({ length: VISITORS }, visitor), ...timers])
  return { results, seconds: (performance.now() - started) / 1000 }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
function summary({ results, seconds }) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b)
  const failed = results.filter((r) => r.status === 0 || r.status >= 500)
  return {
    requests: results.length,
    perSecond: Math.round(results.length / seconds),
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    p99: Math.round(percentile(ms, 99)),
    failed: failed.length,
    failures: failed.slice(0, 20).map((r) => ({ at: r.at.toFixed(1), path: r.path, status: r.status, error: r.error })),
    byKind: Object.fromEntries(
      Object.keys(MIX).map((kind) => {
        const k = results.filter((r) => r.kind === kind).map((r) => r.ms)
        k.sort((a, b) => a - b)
        return [kind, { requests: k.length, p50: Math.round(percentile(k, 50)), p99: Math.round(percentile(k, 99)) }]
      }),
    ),
  }
}

// ─── The edge cache against a static file ────────────────────────────────────────────────────────────────────
function wrk(url, seconds) {
  const result = spawnSync('wrk', ['-t2', '-c64', `-d${seconds}s`, '--latency', url], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`)
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1])
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)?.[1] ?? 0)
  return { perSecond: Math.round(perSecond), non2xx }
}

async function cannon(url, seconds, ca) {
  const result = await autocannon({ url, connections: 64, duration: seconds, tls: { ca } })
  return { perSecond: Math.round(result.requests.average), non2xx: result.non2xx }
}

// ─── One node on SQLite ──────────────────────────────────────────────────────────────────────────────────────
async function sqliteNode(say) {
  const dir = path.join(work, 'sqlite')
  const distDir = '.next-load-sqlite'
  const port = numberEnv('LOAD_SQLITE_PORT', 3291)
  fs.mkdirSync(dir, { recursive: true })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    MAIL_DIR: path.join(dir, 'mail'),
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: distDir,
    REDIS_URL: '',
  }
  prepareAndBuild({
    root,
    env,
    distDir,
    say: (message) => say(`SQLite node: ${message}`),
    run: (step, args, extra) => {
      const result = spawnSync(process.execPath, args, { env: { ...env, ...extra }, encoding: 'utf8' })
      fs.writeFileSync(path.join(dir, `${step}.log`), `${result.stdout}\n${result.stderr}`)
      if (result.status !== 0) throw new Error(`${step} failed: see ${path.join(dir, `${step}.log`)}`)
    },
  })
  const logFile = path.join(dir, 'node.log')
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    detached: true,
    stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')],
  })
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the SQLite node ended: see ${logFile}`)
    const answer = await client(`http://127.0.0.1:${port}`, { sockets: 1 }).get('/api/health/live/')
    if (answer.status === 200) break
    await sleep(300)
  }
  return { base: `http://127.0.0.1:${port}`, child }
}

// ─── Run ─────────────────────────────────────────────────────────────────────────────────────────────────────
const report = { date: new Date().toISOString(), visitors: VISITORS, seconds: SECONDS, thinkMs: THINK_MS, mix: MIX }
const say = (line) => console.log(`▸ ${line}`)
const staticDir = path.join(work, 'static')
fs.mkdirSync(staticDir, { recursive: true })
let deployment
let single
const cleanUp = async () => {
  await deployment?.stop()
  await stopChild(single?.child)
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await cleanUp()
    process.exit(130)
  })

try {
  deployment = await startDeployment({
    nodes: 2,
    say,
    // The static file of the edge comparison: served by the same nginx, same TLS, same compression rules.
    extraNginx: `    location = /bench-static.html { root ${staticDir}; add_header X-Edge-Cache STATIC always; }`,
  })
  const site = client(deployment.origin, { ca: deployment.ca })
  const nodes = deployment.nodes.map((node) => ({ node, http: client(node.base, { sockets: 4 }) }))

  say('Pages of the mix (sitemap, filter panel, search words), then each asked once')
  const kinds = sample(await pagesOf(site))
  log(
    Object.entries(kinds)
      .map(([k, l]) => `${k} ${l.length}`)
      .join(', '),
  )
  const pick = picker(kinds)
  report.warmUpSeconds = { cluster: await warm(site, kinds) }
  log(`each asked once first (warm-up): ${report.warmUpSeconds.cluster} s`)

  // 1. Edge cache against a static file of the same bytes.
  const listing = kinds.listing.find((u) => /\/(prodotti\/tipologia|products\/type)\//.test(u)) ?? kinds.listing[0]
  const page = await site.get(listing, { headers: { 'Accept-Encoding': 'identity' } })
  fs.writeFileSync(path.join(staticDir, 'bench-static.html'), page.body)
  const useWrk = spawnSync('sh', ['-c', 'command -v wrk']).status === 0
  say(
    `Edge cache: ${listing} (${page.body.length} bytes) against /bench-static.html, ${EDGE_SECONDS} s each, 64 connections, ${useWrk ? 'wrk' : 'autocannon'}`,
  )
  const edge = { page: listing, bytes: page.body.length, tool: useWrk ? 'wrk' : 'autocannon', runs: [] }
  for (let run = 0; run < 3; run++) {
    const measure = (pathname) =>
      useWrk
        ? wrk(`${deployment.origin}${pathname}`, EDGE_SECONDS)
        : cannon(`${deployment.origin}${pathname}`, EDGE_SECONDS, deployment.ca)
    const cached = await measure(listing)
    const file = await measure('/bench-static.html')
    edge.runs.push({ cached, file, ratio: Number((cached.perSecond / file.perSecond).toFixed(3)) })
    log(`run ${run + 1}: cached page ${cached.perSecond} req/s, static file ${file.perSecond} req/s`)
  }
  edge.medianRatio = edge.runs.map((r) => r.ratio).sort((a, b) => a - b)[1]
  report.edge = edge

  // 2. The mix through nginx, with an edit and a node killed and restarted.
  const sheet = kinds.sheet.find((u) => u.startsWith('/prodotti/')) ?? kinds.sheet[0]
  const slug = sheet.split('/').at(-2)
  const login = await site.request('POST', '/api/users/login/', {
    body: JSON.stringify({
      email: process.env.DEMO_EDITOR_EMAIL || 'editor@vinea.demo',
      password: process.env.DEMO_EDITOR_PASSWORD || 'vinea-demo-2026',
    }),
    headers: { 'Content-Type': 'application/json' },
  })
  const token = JSON.parse(await textOf(login)).token
  if (!token) throw new Error(`the editor could not sign in (${login.status})`)
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const found = JSON.parse(
    await textOf(
      await site.get(`/api/products/?where[slug][equals]=${slug}&locale=it&limit=1&depth=0`, { headers: auth }),
    ),
  ).docs[0]
  if (!found) throw new Error(`no product with the slug ${slug}`)
  const newTitle = `${found.title} ${Date.now().toString(36)}`
  const served = (html) => html.includes(newTitle.replace(/&/g, '&amp;'))

  const edit = {
    at: EDIT_AT,
    async run() {
      const saved = performance.now()
      const answer = await site.request('PATCH', `/api/products/${found.id}/?locale=it`, {
        body: JSON.stringify({ title: newTitle }),
        headers: auth,
      })
      if (answer.status !== 200) return { error: `save answered ${answer.status}` }
      // The save itself waits behind the renders on its node: the editor sees it saved only then, so each node's time
      // is also given from the save's answer.
      const answered = performance.now()
      // When each node, and nginx, first served the new title (null: not within 30 s).
      const seenAt = {}
      const watchers = [...nodes.map(({ node, http: c }) => ({ name: node.name, c })), { name: 'nginx', c: site }].map(
        async ({ name, c }) => {
          seenAt[name] = null
          while (performance.now() - saved < 30_000) {
            const answer = await c.get(sheet)
            if (answer.status === 200 && served(await textOf(answer))) {
              seenAt[name] = performance.now()
              return
            }
            await sleep(100)
          }
        },
      )
      await Promise.all(watchers)
      const from = (start) =>
        Object.fromEntries(
          Object.entries(seenAt).map(([name, at]) => [name, at === null ? null : secondsBetween(start, at)]),
        )
      return {
        product: sheet,
        saveSeconds: secondsBetween(saved, answered),
        seconds: from(saved),
        secondsAfterSave: from(answered),
      }
    },
  }
  const victim = deployment.nodes[1]
  let killedAt
  let restartedAt
  const kill = {
    at: KILL_AT,
    async run() {
      killedAt = performance.now()
      await victim.stop('SIGKILL')
      return { node: victim.name }
    },
  }
  const restart = {
    at: RESTART_AT,
    async run() {
      await victim.start()
      restartedAt = new Date()
      return { node: victim.name, readyAfterSeconds: secondsBetween(killedAt, performance.now(), 1) }
    },
  }
  say(
    `The mix through nginx: ${VISITORS} visitors, ${SECONDS} s; edit at ${EDIT_AT} s, ${victim.name} killed at ${KILL_AT} s and started at ${RESTART_AT} s`,
  )
  const accessStart = fs.existsSync(deployment.accessLog) ? fs.statSync(deployment.accessLog).size : 0
  const through = await runMix(site, pick, [edit, kill, restart])
  // The product gets its title back (the deployment's database is kept between runs).
  await site.request('PATCH', `/api/products/${found.id}/?locale=it`, {
    body: JSON.stringify({ title: found.title }),
    headers: auth,
  })
  report.cluster = {
    ...summary(through),
    edit: edit.result,
    kill: { ...kill.result, at: kill.startedAt },
    restart: { ...restart.result, at: restart.startedAt },
  }
  // Who served what, from nginx's access log (one JSON line per request).
  const lines = fs.readFileSync(deployment.accessLog, 'utf8').slice(accessStart).trim().split('\n')
  const entries = lines.map((line) => JSON.parse(line))
  const victimAddress = `127.0.0.1:${victim.port}`
  report.cluster.edgeCache = entries.reduce(
    (counts, e) => ({ ...counts, [e.edge_cache || 'none']: (counts[e.edge_cache || 'none'] ?? 0) + 1 }),
    {},
  )
  report.cluster.victimAfterRestart = entries.filter(
    (e) => new Date(e.time) > restartedAt && e.upstream.includes(victimAddress),
  ).length
  const c = report.cluster
  log(
    `${c.requests} requests, ${c.perSecond} req/s, p50 ${c.p50} ms, p95 ${c.p95} ms, p99 ${c.p99} ms, failed ${c.failed}`,
  )
  log(`edit: ${JSON.stringify(c.edit)}`)
  log(`edge cache: ${JSON.stringify(c.edgeCache)}; ${victim.name} after its restart: ${c.victimAfterRestart} requests`)
  for (const f of c.failures) log(`failed: ${JSON.stringify(f)}`)
  await deployment.stop()
  deployment = undefined

  // 3. One node on SQLite, directly.
  if (!args.has('--skip-sqlite')) {
    single = await sqliteNode(say)
    const direct = client(single.base)
    // The same pages (the two databases hold the same demo catalogue), asked once first too.
    const singleKinds = kinds
    report.warmUpSeconds.single = await warm(direct, singleKinds)
    say(`The mix on one node on SQLite: ${VISITORS} visitors, ${SECONDS} s`)
    report.single = summary(await runMix(direct, picker(singleKinds)))
    const s = report.single
    log(
      `${s.requests} requests, ${s.perSecond} req/s, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, failed ${s.failed}`,
    )
    await stopChild(single.child)
  }
} catch (error) {
  console.error(`✗ ${error.stack ?? error}`)
  await cleanUp()
  process.exit(1)
}

// ─── Report ──────────────────────────────────────────────────────────────────────────────────────────────────
console.log(`\nLoad (${VISITORS} visitors, ${SECONDS} s, pauses of ${THINK_MS} ms on average)`)
console.log(
  `  edge cache: cached page ${report.edge.runs.map((r) => r.cached.perSecond).join('/')} req/s, static file ${report.edge.runs.map((r) => r.file.perSecond).join('/')} req/s, median ratio ${report.edge.medianRatio}`,
)
for (const [name, r] of [
  ['nginx + 2 nodes (PostgreSQL, Redis)', report.cluster],
  ['1 node (SQLite)', report.single],
]) {
  if (r)
    console.log(
      `  ${name}: ${r.perSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failed} failed of ${r.requests}`,
    )
}
if (report.single) console.log(`  ratio: ${(report.cluster.perSecond / report.single.perSecond).toFixed(2)}× one node`)
fs.mkdirSync('bench/results', { recursive: true })
const out = path.join('bench/results', `load-${report.date.replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
console.log(`\n  JSON: ${out}`)
process.exit(0)
