#!/usr/bin/env node
/**
 * The MDN HTTP Observatory against the built site behind a TLS-terminating nginx (issue 16, finding 6;
 * docs/decisions/015-security-headers.md): home, a listing, a product sheet, an article and the admin login,
 * each scanned by @mdn/mdn-http-observatory; prints score and grade per page (target A+, score ≥ 100) and writes
 * the JSON to bench/results/.
 *
 * Like bench/pages.mjs it builds into `.next-bench` against BENCH_DB (`--skip-build` reuses that build) and
 * starts `next start` on a free port; then it makes a local certificate authority and a certificate for
 * localhost with openssl, fills deploy/nginx/site.conf.template (free http and https ports, the server as
 * upstream), starts Debian's nginx on it (deploy/lib/nginx.mjs; `apt-get install -y nginx libnginx-mod-http-brotli-filter`) and scans https://localhost:{port}, with
 * the authority trusted by the scanner (NODE_EXTRA_CA_CERTS), and http://localhost:{port} for the redirect.
 *
 *   node bench/observatory.mjs [--skip-build]
 *   OBSERVATORY_DIR=/path/to/node_modules/@mdn/mdn-http-observatory node bench/observatory.mjs
 *
 * The package's CLI scans a host's root on ports 80 and 443 only; this file calls its retriever and tests with
 * a port and a path, and scores the result exactly as its `scan()` does (src/scanner/index.js of the package).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import {
  localCertificates,
  localhostValues,
  missingPackages,
  startNginx,
  writeNginxConfig,
} from '../deploy/lib/nginx.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const log = (message) => console.log(`  ${message}`)

// ─── The package ─────────────────────────────────────────────────────────────────────────────────────────────
/** The package's folder: OBSERVATORY_DIR, else the project's devDependency. */
function observatoryDir() {
  if (process.env.OBSERVATORY_DIR) return path.resolve(process.env.OBSERVATORY_DIR)
  const installed = path.join(root, 'node_modules/@mdn/mdn-http-observatory')
  return fs.existsSync(path.join(installed, 'package.json')) ? installed : null
}

/** One scan, in a child process of its own (NODE_EXTRA_CA_CERTS is read only when Node starts). */
async function scanOne([host, httpPort, httpsPort, pathname]) {
  const dir = observatoryDir()
  const load = (file) => import(pathToFileURL(path.join(dir, file)).href)
  const [{ retrieve }, { ALL_TESTS }, { getGradeForScore, getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] =
    await Promise.all([
      load('src/retriever/retriever.js'),
      load('src/constants.js'),
      load('src/grader/grader.js'),
      load('src/grader/charts.js'),
    ])
  const requests = await retrieve(host, { httpPort, httpsPort, path: pathname })
  if (!requests.responses.auto) throw new Error(`https://${host}:${httpsPort}${pathname} did not answer`)
  // The scoring of the package's scan(): every test's modifier on 100; bonuses count only from an A (90) up.
  let withBonus = 100
  let uncurved = 100
  const tests = {}
  for (const test of ALL_TESTS) {
    const output = test(requests)
    const modifier = output.result ? getScoreModifier(output.result) : 0
    withBonus += modifier
    if (modifier < 0) uncurved += modifier
    tests[output.constructor.name] = { pass: output.pass, result: output.result, modifier }
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : uncurved)
  return { score, grade, status: requests.responses.auto.status, tests }
}

if (process.argv[2] === '--scan-one') {
  const result = await scanOne(process.argv.slice(3))
  console.log(JSON.stringify(result))
  process.exit(0)
}

// ─── Preconditions ───────────────────────────────────────────────────────────────────────────────────────────
const args = new Set(process.argv.slice(2))
const DIST = '.next-bench'
const dbDir = path.resolve(process.env.BENCH_DB || '.cache/bench/p3500')
// The site's build: next build, then the compile hints (decision 067).
const buildScript = path.join(root, 'scripts/build.mjs')
const pkg = observatoryDir()

if (!pkg) {
  console.error(`✗ @mdn/mdn-http-observatory is not installed: add it (devDependency) or set OBSERVATORY_DIR`)
  process.exit(2)
}
// The package's postinstall downloads Chromium's HSTS preload list; where that failed or was skipped, an empty
// list is the same answer for a local host, which no list holds.
const preload = path.join(pkg, 'conf/hsts-preload.json')
if (!fs.existsSync(preload)) {
  fs.writeFileSync(preload, '{}\n')
  log(`no HSTS preload list in ${path.relative(root, preload)}: wrote an empty one (localhost is in none)`)
}
if (missingPackages().length) {
  console.error(`✗ nginx is not installed (Debian: apt-get install -y ${missingPackages().join(' ')})`)
  process.exit(2)
}
if (!fs.existsSync(path.join(dbDir, 'site.db'))) {
  console.error(`✗ No database at ${dbDir}/site.db (see bench/pages.mjs for how to seed one)`)
  process.exit(2)
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()]
const origin = `https://localhost:${httpsPort}`
const appUrl = `http://127.0.0.1:${appPort}`
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  BENCH_STATIC: '1',
  DATABASE_URL: `file:${path.join(dbDir, 'site.db')}`,
  MEDIA_DIR: path.join(dbDir, 'media'),
  SITE_URL: origin,
  PORT: String(appPort),
}

// ─── Build and start ─────────────────────────────────────────────────────────────────────────────────────────
if (args.has('--skip-build') && fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
  console.log(`▸ Using the existing build in ${DIST}`)
} else {
  console.log(`▸ Building into ${DIST} against ${path.relative(root, dbDir)}`)
  const build = spawnSync(process.execPath, [buildScript], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '')
    console.error(`✗ next build failed (exit ${build.status ?? build.signal})`)
    process.exit(1)
  }
  fs.writeFileSync(path.join(DIST, 'bench-database'), dbDir)
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-observatory-'))
const children = []
const stopAll = () => {
  for (const child of children) {
    if (child.exitCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
  }
}
process.on('exit', () => {
  stopAll()
  fs.rmSync(work, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })

console.log(`▸ next start on ${appUrl} (SITE_URL ${origin})`)
const serverLog = path.join(DIST, 'observatory-server.log')
children.push(
  spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(appPort), '-H', '127.0.0.1'], {
    env: { ...env, JOBS_AUTORUN_CRON: 'off' },
    stdio: ['ignore', fs.openSync(serverLog, 'w'), fs.openSync(serverLog, 'a')],
    detached: true,
  }),
)

// ─── Certificate and nginx ───────────────────────────────────────────────────────────────────────────────────
console.log(`▸ A local certificate authority and a certificate for localhost (${work})`)
const certs = localCertificates(work)
try {
  writeNginxConfig(work, {
    values: localhostValues({ httpPort, httpsPort, certs }),
    upstreams: [`127.0.0.1:${appPort}`],
  })
} catch (error) {
  console.error(`✗ ${error.message}`)
  process.exit(1)
}
console.log(`▸ nginx: http://localhost:${httpPort} → ${origin} → ${appUrl}`)
children.push(startNginx(work))

// ─── Run ─────────────────────────────────────────────────────────────────────────────────────────────────────
const ca = fs.readFileSync(path.join(work, 'ca.pem'))
/** GET through nginx over https, trusting the local authority. */
const viaTls = (pathname) =>
  new Promise((resolve, reject) => {
    https
      .get(`${origin}${pathname}`, { ca }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode, body }))
      })
      .on('error', reject)
  })

async function waitForSite() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (children.some((c) => c.exitCode !== null)) throw new Error(`a process exited (server log: ${serverLog})`)
    try {
      if ((await viaTls('/api/health/')).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the site did not answer through nginx within 120 s')
}

/** The first link of a page that matches `pattern` (a real sheet or article of the database). */
async function firstLink(pathname, pattern) {
  const { status, body } = await viaTls(pathname)
  if (status !== 200) throw new Error(`${pathname} answered ${status}`)
  const href = pattern.exec(body)?.[1]
  if (!href) throw new Error(`${pathname} links nothing like ${pattern}`)
  return href
}

const results = { date: new Date().toISOString(), database: path.relative(root, dbDir), pages: [] }
try {
  await waitForSite()
  const pages = [
    { name: 'home', path: '/' },
    { name: 'home (en)', path: '/en/' },
    { name: 'listing', path: '/prodotti/' },
    { name: 'product sheet', path: await firstLink('/prodotti/', /href="(\/prodotti\/scheda\/[^"]+\/)"/) },
    { name: 'article', path: await firstLink('/blog/', /href="(\/blog\/(?!autori\/)[^"/]+\/)"/) },
    { name: 'admin login', path: '/admin/login/' },
  ]
  console.log('▸ Scans')
  for (const page of pages) {
    const scan = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), '--scan-one', 'localhost', String(httpPort), String(httpsPort), page.path],
      {
        env: { ...process.env, OBSERVATORY_DIR: pkg, NODE_EXTRA_CA_CERTS: path.join(work, 'ca.pem') },
        encoding: 'utf8',
      },
    )
    if (scan.status !== 0) throw new Error(`scan of ${page.path} failed: ${scan.stderr || scan.stdout}`)
    const result = JSON.parse(scan.stdout.trim().split('\n').pop())
    results.pages.push({ ...page, ...result })
    const failed = Object.entries(result.tests).filter(([, t]) => !t.pass)
    log(
      `${page.name}: ${result.score} ${result.grade}${failed.length ? ` (failed: ${failed.map(([n, t]) => `${n} ${t.result}`).join(', ')})` : ''}`,
    )
  }
} catch (error) {
  console.error(`✗ ${error.message} (server log: ${serverLog}; nginx log: ${work}/error.log)`)
  process.exit(1)
}

// ─── Report ──────────────────────────────────────────────────────────────────────────────────────────────────
const rows = [
  ['page', 'path', 'score', 'grade', 'A+'],
  ...results.pages.map((p) => [p.name, p.path, p.score, p.grade, p.score >= 100 ? '✓' : '✗']),
]
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
console.log(`\nHTTP Observatory through nginx with TLS (${results.database})`)
for (const [i, row] of rows.entries()) {
  console.log(`  ${row.map((cell, j) => String(cell)[j < 2 ? 'padEnd' : 'padStart'](widths[j])).join('  ')}`)
  if (i === 0) console.log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`)
}
fs.mkdirSync('bench/results', { recursive: true })
const out = path.join('bench/results', `observatory-${results.date.replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n  JSON: ${out}`)
process.exit(0)
