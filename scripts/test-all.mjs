#!/usr/bin/env node
// `npm test`: every test. Unit tests beside a throw-away database prepared and seeded, then the site built and
// started on a free port (bound to 127.0.0.1, a case that once broke locale rewrites), integration tests
// over HTTP and end-to-end tests in Debian's Chromium against it, while the integration tests that start servers of
// their own run beside them. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { clearDataCaches } from './lib/restored-mark.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const work = path.join(root, '.cache/test')
fs.rmSync(work, { recursive: true, force: true })
fs.mkdirSync(work, { recursive: true })
// Next's data cache and optimized images outlive a build: made from the last run's database (and its tests' edits),
// they would be served to this run's fresh one until they expire. The compiler's cache stays (it only speeds builds).
clearDataCaches(path.join(root, '.next-test'))

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const port = Number(process.env.TEST_PORT) || (await freePort())
// Mail the site sends (password resets) goes over SMTP to a sink of its own process, which files it here.
const mailDir = path.join(work, 'mail')
const smtpPort = await freePort()
const smtp = spawn(process.execPath, ['tests/support/smtp-sink.mjs', mailDir, String(smtpPort)], { stdio: 'inherit' })
const baseUrl = `http://127.0.0.1:${port}`
// The test site's jobs cron runs due jobs every few seconds, not every minute (below); the tests learn its period.
const jobsPeriodSeconds = 5
const env = {
  ...process.env,
  DATABASE_URL: `file:${path.join(work, 'site.db')}`,
  MEDIA_DIR: path.join(work, 'media'),
  NEXT_DIST_DIR: '.next-test',
  SITE_URL: `http://localhost:${port}`,
  PORT: String(port),
  TEST_BASE_URL: baseUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  TEST_MAIL_DIR: mailDir,
  // What the site writes on its standard output (its JSON log): the tests of its log lines read it.
  TEST_SERVER_LOG: path.join(work, 'server.log'),
  // Tests stand for clients at other addresses with X-Forwarded-For, as the reverse proxy would write it.
  TRUST_PROXY: '1',
  TEST_JOBS_PERIOD_MS: String(jobsPeriodSeconds * 1000),
}
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const totals = { passed: 0, failed: 0, skipped: 0 }
let failedStep = null

function step(name, command, args, extraEnv = {}) {
  if (failedStep) return false
  console.log(`\n▸ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) failedStep = `${name} (exit ${result.status ?? result.signal})`
  return result.status === 0
}

/**
 * Starts a step beside the others, its output kept in a file (two steps writing at once would interleave) and
 * printed when `finish()` is awaited; `finish()` resolves with whether it passed.
 */
function stepBeside(name, command, args) {
  if (failedStep) return { finish: async () => false }
  console.log(`\n▸ ${name}: started beside the next steps`)
  const logFile = path.join(work, `${name.replace(/\W+/g, '-').toLowerCase()}.log`)
  const child = spawn(command, args, { stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')], env })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  return {
    async finish() {
      const code = await exited
      console.log(`\n▸ ${name} (run beside the steps above)\n`)
      process.stdout.write(fs.readFileSync(logFile, 'utf8'))
      if (code !== 0 && !failedStep) failedStep = `${name} (exit ${code})`
      return code === 0
    },
  }
}

function countVitest(file) {
  if (!fs.existsSync(file)) return
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += stats.expected + (stats.flaky ?? 0)
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
}

async function waitForServer(server) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health/`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become healthy within 120 s')
}

/** Stops the site's process group: SIGTERM, then SIGKILL when it has not exited within 10 s. */
async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const group = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  group('SIGTERM')
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))
  if ((await Promise.race([exited, timer])) === 'timeout') group('SIGKILL')
}

const vitestJson = (name) => path.join(work, `${name}.json`)
// The unit tests need neither the database nor the build: they run beside the seed, which leaves a third of the
// machine idle while sharp draws and encodes pictures, and end before the build starts.
const unit = stepBeside('Unit tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson('unit')}`,
])
step('Test database: schema and demo content', process.execPath, [
  'scripts/run-payload-script.mjs',
  'scripts/prepare-db.ts',
])
await unit.finish()
countVitest(vitestJson('unit'))
step('Build', process.execPath, ['scripts/build.mjs'], { NODE_ENV: 'production' })

let server
if (!failedStep) {
  console.log(`\n▸ Site on ${baseUrl}`)
  // Its own process group, so that stopping it stops every process `next start` made (tried: a plain kill
  // left the server running, its scheduled-jobs timers holding it up, on the next run's database path).
  server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    detached: true,
    // ERROR_PROBE: a page that fails on purpose, for the tests of the 500 page (decision 020). GTM_ID: a container
    // for the cookie consent's tests, whose browser answers Google's address itself (tests/e2e/cookie-consent.spec.ts).
    // JOBS_AUTORUN_CRON: due jobs every few seconds, not every minute: the test of a publication the server makes on
    // its own waited for the minute (52 s of the run).
    // No PORT: the server learns it from `-p`, as a node of `deploy:local` does (its calls to itself go there).
    env: {
      ...env,
      PORT: undefined,
      NODE_ENV: 'production',
      ERROR_PROBE: '1',
      GTM_ID: 'GTM-E2ETEST',
      JOBS_AUTORUN_CRON: `*/${jobsPeriodSeconds} * * * * *`,
    },
    stdio: ['ignore', fs.openSync(env.TEST_SERVER_LOG, 'w'), 'inherit'],
  })
  try {
    await waitForServer(server)
  } catch (error) {
    failedStep = `server start: ${error.message}`
  }
}
// The integration tests that start every server they use (vitest.integration.config.ts) need the build and the
// database, not the site: they run beside the rest, whose steps leave much of the machine idle.
const integration = (project) => [
  'run',
  '--config',
  'vitest.integration.config.ts',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson(`integration-${project}`)}`,
]
const ownServers = stepBeside('Integration tests with servers of their own', bin('vitest'), integration('own-servers'))
step('Integration tests', bin('vitest'), integration('site'))
countVitest(vitestJson('integration-site'))
// Two journeys at a time; then, one at a time, those that change what others read (playwright.config.ts).
step('End-to-end tests (Chromium)', bin('playwright'), ['test', '--project', 'it', '--project', 'en'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(work, 'e2e.json'),
})
countPlaywright(path.join(work, 'e2e.json'))
step(
  'End-to-end tests that edit content (Chromium)',
  bin('playwright'),
  ['test', '--project', 'it-alone', '--project', 'en-alone', '--workers', '1'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(work, 'e2e-alone.json') },
)
countPlaywright(path.join(work, 'e2e-alone.json'))
// Last: some of these exhaust rate limits and lock test accounts on purpose.
step('Security tests', bin('vitest'), [
  'run',
  '--config',
  'vitest.security.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson('security')}`,
])
countVitest(vitestJson('security'))
await ownServers.finish()
countVitest(vitestJson('integration-own-servers'))

await stopServer(server)
smtp.kill('SIGTERM')
if (failedStep) console.error(`\n✗ failed: ${failedStep} (server log: .cache/test/server.log)`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep ? 1 : 0)
