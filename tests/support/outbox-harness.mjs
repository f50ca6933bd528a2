// A site of its own for the outbox's reliability test and the forms benchmark: a snapshot of a seeded database,
// `next start` on a build already made, and the two ends of delivery that the test switches off and on at will: an
// SMTP server and the flow-automation webhook, each counting what it receives (by Message-ID, by Idempotency-Key).
import { spawn } from 'node:child_process'
import { createHmac, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { SMTPServer } from 'smtp-server'

const root = path.resolve(import.meta.dirname, '../..')

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

/** A consistent copy of a live SQLite database (and its generated secrets) in a new folder. */
export async function snapshotDatabase(databaseUrl) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
  const file = path.join(folder, 'site.db')
  const client = createClient({ url: databaseUrl })
  await client.execute(`VACUUM INTO '${file.replace(/'/g, "''")}'`)
  client.close()
  const source = path.dirname(databaseUrl.replace(/^file:/, '').split('?')[0])
  const secrets = path.join(source, 'secrets.json')
  if (fs.existsSync(secrets)) fs.copyFileSync(secrets, path.join(folder, 'secrets.json'))
  // Deliveries queued before the snapshot are not this run's to count; nor are the other tests' rate-limit counters
  // this site's: an address of theirs that a test here uses too (both draw from 10.0.0.0/8) would be refused.
  const copy = createClient({ url: `file:${file}` })
  await copy.execute(`UPDATE payload_jobs SET completed_at = '2000-01-01T00:00:00.000Z' WHERE queue = 'outbox'`)
  await copy.execute('DELETE FROM rate_limits')
  copy.close()
  return { folder, file, url: `file:${file}` }
}

/**
 * An SMTP server that can be stopped and started again on the same port; counts each mail by its Message-ID.
 * `hold(true)`: mails sent from then on are never answered (their sender waits, nothing is accepted or counted).
 * `dropped`: connections that broke during a mail (a sender killed in the middle): that mail is not counted.
 */
export function smtpReceiver(port) {
  const received = []
  const dropped = []
  let server = null
  let holding = false
  return {
    received,
    dropped,
    hold(on) {
      holding = on
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks = []
          stream.on('data', (c) => chunks.push(c))
          stream.on('end', () => {
            if (holding) return
            const raw = Buffer.concat(chunks).toString('utf8')
            const head = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? ''
            received.push({ at: Date.now(), messageId: head('Message-ID'), to: head('To'), replyTo: head('Reply-To') })
            callback()
          })
        },
      })
      // smtp-server emits a socket's error when it breaks with a mail open; unheard, it would end the test process.
      server.on('error', (error) => dropped.push(error))
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
    async stop() {
      if (!server) return
      const s = server
      server = null
      await new Promise((resolve) => s.close(resolve))
    },
  }
}

/** The flow-automation service: checks each POST's signature and counts it by its Idempotency-Key. */
export function webhookReceiver(port, secret) {
  const received = []
  const refused = []
  let server = null
  return {
    received,
    refused,
    async start() {
      server = http.createServer((req, res) => {
        const chunks = []
        req.on('data', (c) => chunks.push(c))
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8')
          const timestamp = String(req.headers['x-timestamp'] ?? '')
          const expected = Buffer.from(
            `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
          )
          const given = Buffer.from(String(req.headers['x-signature'] ?? ''))
          if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
            refused.push(body)
            res.writeHead(401).end()
            return
          }
          received.push({ at: Date.now(), key: String(req.headers['idempotency-key']), body: JSON.parse(body) })
          res.writeHead(204).end()
        })
      })
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
    async stop() {
      if (!server) return
      const s = server
      server = null
      s.closeAllConnections()
      await new Promise((resolve) => s.close(resolve))
    },
  }
}

/**
 * The site (scripts/serve.mjs) of the build in `distDir` over `databaseUrl`; `stop(signal)` ends its process group.
 * It runs on a copy of the build (without Next's build cache): pages it regenerates are written into its build
 * folder, and in the shared one they would replace the pages of the test run's own site with this site's
 * (its address in every canonical URL).
 */
export async function startSite({ distDir, databaseUrl, mediaDir, port, env = {} }) {
  const own = `.next-site-${process.pid}-${port}`
  fs.rmSync(path.join(root, own), { recursive: true, force: true })
  // Without the record of the database the build was made against (scripts/build.mjs): this site serves a database of
  // its own, which a node refuses to do with a build that records another (tests/integration/cache-restart.test.ts).
  fs.cpSync(path.join(root, distDir), path.join(root, own), {
    recursive: true,
    filter: (source) => !['cache', 'database-identity'].includes(path.relative(path.join(root, distDir), source)),
  })
  const removeCopy = () => fs.rmSync(path.join(root, own), { recursive: true, force: true })
  const base = `http://127.0.0.1:${port}`
  // The address the site names itself by (its canonical URLs, the services' `url`).
  const siteUrl = `http://localhost:${port}`
  const log = []
  let child

  async function launch() {
    child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: own,
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        SITE_URL: siteUrl,
        TRUST_PROXY: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
    })
    child.stdout.on('data', (d) => log.push(String(d)))
    child.stderr.on('data', (d) => log.push(String(d)))
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}:\n${log.join('')}`)
      try {
        if ((await fetch(`${base}/api/health/`)).ok) break
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`site did not start:\n${log.join('')}`)
      await new Promise((r) => setTimeout(r, 300))
    }
  }

  /** Ends the process group: SIGTERM (or `signal`), SIGKILL after 10 s. */
  async function end(signal) {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, signal)
    } catch {
      // gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL')
  }

  await launch()
  return {
    base,
    siteUrl,
    log,
    /** The site's copy of the build (NEXT_DIST_DIR), relative to the project's folder. */
    distDir: own,
    /** The same site started again on its copy of the build, with the pages and cache its first run wrote. */
    async restart(signal = 'SIGTERM') {
      await end(signal)
      await launch()
    },
    async stop(signal = 'SIGTERM') {
      await end(signal)
      removeCopy()
    },
  }
}

/**
 * A site of the test's own (startSite) on a snapshot of `source` (the test site's database unless said), with the
 * snapshot's folder for its uploads, on a free port; `stop` also removes the snapshot. `database.url` is its
 * database, for the test to read. The benchmarks pass their own database and build.
 */
export async function startSiteOnSnapshot({
  source = process.env.DATABASE_URL ?? 'file:./.cache/test/site.db',
  distDir = process.env.NEXT_DIST_DIR ?? '.next-test',
  env = {},
} = {}) {
  const database = await snapshotDatabase(source)
  const mediaDir = path.join(database.folder, 'media')
  const site = await startSite({
    distDir,
    databaseUrl: database.url,
    mediaDir,
    port: await freePort(),
    env,
  }).catch((error) => {
    fs.rmSync(database.folder, { recursive: true, force: true })
    throw error
  })
  return {
    ...site,
    database,
    mediaDir,
    async stop(signal) {
      await site.stop(signal)
      fs.rmSync(database.folder, { recursive: true, force: true })
    },
  }
}

/** Count of rows of a table in a SQLite database (read beside the site). */
export async function countRows(databaseUrl, sql) {
  const client = createClient({ url: databaseUrl })
  try {
    // The site writes meanwhile: wait for its write to end rather than fail.
    await client.execute('PRAGMA busy_timeout = 10000')
    const { rows } = await client.execute(sql)
    return Number(Object.values(rows[0] ?? { n: 0 })[0])
  } finally {
    client.close()
  }
}

/** The fields of the i-th contact request a reliability test or benchmark sends, from `email`. */
export const contactRequest = (i, email) => ({
  name: 'Giulia',
  surname: 'Rossi',
  company: `Osteria ${i}`,
  province: 'VR',
  email,
  message: `Richiesta numero ${i}`,
  privacy: 'on',
})
