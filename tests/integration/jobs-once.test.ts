import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicationsSideBySide } from '../../src/cms/jobs/limits'
import { smtpReceiver } from '../support/outbox-harness.mjs'
import { startPostgres, type TestPostgres } from '../support/postgres'

/**
 * Issue 17, item 1: jobs run exactly once across nodes (decision 040). Three app nodes' job runners
 * (tests/support/jobs-node.ts: Payload's crons and the forms' outbox, as src/instrumentation.ts starts them on every
 * node) on one throw-away PostgreSQL, all running at once over 60 scheduled publications and 60 contact requests:
 * each submission's two mails reach the SMTP server here once, each delivery is attempted once, each article gets
 * one published version. Then a node gets stuck on its jobs (publications waiting on locked rows in half its database
 * connections, mails to a server that does not answer) and still claims the deliveries that arrive; while it lives
 * the other node leaves its jobs alone; once it is killed the other one finishes them, once.
 * Needs no site; about a minute, most of it the bundle and four Payload starts.
 */
const root = path.resolve(import.meta.dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-jobs-'))
const bundle = path.join(root, '.cache/scripts', `jobs-node-${process.pid}.mjs`)
const CLAIM_TTL_MS = 3_000
const PHASE_ONE = 60
const PHASE_TWO = 10
// A node's pool when DATABASE_POOL_MAX is not set (src/lib/env.ts).
const DEFAULT_POOL_MAX = 10

let server: TestPostgres
let db: pg.Pool
let env: NodeJS.ProcessEnv
const nodes: ChildProcess[] = []

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

let smtp: ReturnType<typeof smtpReceiver>

const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0]?.n ?? 0)

const waitFor = async (what: string, done: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${logs()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const output: string[] = []
const logs = () => output.join('').slice(-6000)

/** Runs jobs-node.ts once (`--setup`); resolves with its JSON line. */
function setup(
  n: number,
  label: string,
  only?: 'submissions' | 'articles',
): Promise<{ submissions: number[]; articles: number[] }> {
  return new Promise((resolve, reject) => {
    const args = [bundle, '--setup', String(n), '--label', label, ...(only ? ['--only', only] : [])]
    const child = spawn(process.execPath, args, { cwd: root, env })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('close', (code) => {
      const line = out
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'))
      if (code !== 0 || !line) reject(new Error(`setup exited ${code}\n${out.slice(-4000)}`))
      else resolve(JSON.parse(line))
    })
  })
}

/** Starts one node's runners (`--run`) in a process group of its own; resolves once it says it is ready. */
function startNode(name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle, '--run'], { cwd: root, env, detached: true })
  nodes.push(child)
  return new Promise((resolve, reject) => {
    const onOutput = (c: Buffer) => {
      output.push(`[${name}] ${c.toString()}`)
      if (c.toString().includes('jobs node ready')) resolve(child)
    }
    child.stdout!.on('data', onOutput)
    child.stderr!.on('data', onOutput)
    child.on('exit', (code, signal) => reject(new Error(`node ${name} exited ${code ?? signal}\n${logs()}`)))
  })
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGKILL')
  })

/** Every effect of a batch, as the receiving ends and the database record them. */
async function effects(batch: { submissions: number[]; articles: number[] }) {
  const ids = new Set(
    batch.submissions.flatMap((id) => [`contact-requests.${id}.office@`, `contact-requests.${id}.copy@`]),
  )
  const mails = smtp.received.map((m) => m.messageId).filter((m) => ids.has(m.slice(1, m.indexOf('@') + 1)))
  const published = await db.query<{ parent_id: number; n: string }>(
    `SELECT parent_id, count(*) AS n FROM _articles_v WHERE version__status = 'published' AND parent_id = ANY($1)
     GROUP BY parent_id`,
    [batch.articles],
  )
  const attempts = await db.query<{ attempts: string }>(
    `SELECT delivery_attempts AS attempts FROM contact_requests WHERE id = ANY($1)`,
    [batch.submissions],
  )
  return {
    mails: mails.length,
    distinctMails: new Set(mails).size,
    publishedArticles: published.rows.length,
    publicationsPerArticle: [...new Set(published.rows.map((r) => Number(r.n)))],
    attemptsPerSubmission: [...new Set(attempts.rows.map((r) => Number(r.attempts)))],
  }
}

const done = (batch: { submissions: number[]; articles: number[] }) => async () =>
  (await count(`SELECT count(*) AS n FROM contact_requests WHERE id = ANY($1) AND delivery_status = 'delivered'`, [
    batch.submissions,
  ])) === batch.submissions.length &&
  (await count(`SELECT count(*) AS n FROM articles WHERE id = ANY($1) AND _status = 'published'`, [batch.articles])) ===
    batch.articles.length &&
  (await count(`SELECT count(*) AS n FROM payload_jobs WHERE completed_at IS NULL`)) === 0

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/run-payload-script.mjs', 'tests/support/jobs-node.ts'], {
    cwd: root,
    env: { ...process.env, PAYLOAD_SCRIPT_OUTFILE: bundle },
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`bundle failed\n${built.stderr}`)
  const [postgres, smtpPort] = await Promise.all([startPostgres(), freePort()])
  server = postgres
  db = new pg.Pool({ connectionString: server.url, max: 3 })
  smtp = smtpReceiver(smtpPort)
  await smtp.start()
  const secret = () => crypto.randomBytes(32).toString('base64url')
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: server.url,
    PAYLOAD_SECRET: secret(),
    REVALIDATE_SECRET: secret(),
    MEDIA_DIR: path.join(work, 'media'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Every node's crons tick every second, all on the same second, and the outbox polls every 300 ms.
    JOBS_AUTORUN_CRON: '* * * * * *',
    OUTBOX_POLL_MS: '300',
    JOBS_CLAIM_TTL_MS: String(CLAIM_TTL_MS),
    LOG_LEVEL: 'warn',
  }
  // The counters and the cache of one database only: no Redis here. Each node's pool has its default size.
  delete env.REDIS_URL
  delete env.DATABASE_POOL_MAX
}, 180_000)

afterAll(async () => {
  if (process.env.JOBS_TEST_LOG) fs.writeFileSync(process.env.JOBS_TEST_LOG, output.join(''))
  await Promise.all(nodes.map(kill))
  await db?.end()
  await server?.stop()
  await smtp?.stop()
  fs.rmSync(work, { recursive: true, force: true })
  fs.rmSync(bundle, { force: true })
})

describe('jobs across nodes on one PostgreSQL', () => {
  it(`three nodes running at once deliver ${PHASE_ONE} submissions and publish ${PHASE_ONE} articles, each once`, async () => {
    const batch = await setup(PHASE_ONE, 'one')
    const three = await Promise.all(['A', 'B', 'C'].map(startNode))
    try {
      const startedAt = Date.now()
      await waitFor('every delivery and publication', done(batch), 60_000).catch(async (error: Error) => {
        throw new Error(`${error.message}\neffects: ${JSON.stringify(await effects(batch))}`)
      })
      console.info(`jobs once: three nodes did ${2 * PHASE_ONE} jobs in ${Date.now() - startedAt} ms`)
      // Anything a second node ran twice would land within a moment.
      await new Promise((r) => setTimeout(r, 1_500))
      expect(await effects(batch)).toEqual({
        mails: 2 * PHASE_ONE,
        distinctMails: 2 * PHASE_ONE,
        publishedArticles: PHASE_ONE,
        publicationsPerArticle: [1],
        attemptsPerSubmission: [1],
      })
    } finally {
      await Promise.all(three.map(kill))
    }
  }, 150_000)

  it('a node stuck on its jobs keeps them while it lives, its publications waiting on rows leave its outbox connections; killed, another node finishes them, once', async () => {
    // Node A will get stuck mid-job: its publications wait for these rows, its mails are never answered.
    smtp.hold(true)
    const published = await setup(PHASE_TWO, 'two', 'articles')
    const locks = await db.connect()
    await locks.query('BEGIN')
    await locks.query('SELECT id FROM articles WHERE id = ANY($1) FOR UPDATE', [published.articles])
    try {
      const a = await startNode('A')
      const claimed = () => count(`SELECT count(*) AS n FROM payload_jobs WHERE processing`)
      // A runs as many publications side by side as half its pool (src/cms/jobs/limits.ts); they wait on the rows,
      // each in a transaction of its own, and its cron takes no more while they do.
      const sideBySide = publicationsSideBySide(true, DEFAULT_POOL_MAX)
      expect(sideBySide).toBeLessThan(PHASE_TWO)
      await waitFor(
        'node A to take its share of the publications',
        async () => (await claimed()) === sideBySide,
        30_000,
      )
      // The forms' submissions arrive now (at once): A's outbox still has connections to claim their deliveries
      // (with as many publications as connections, it waited for one for ever).
      const delivered = await setup(PHASE_TWO, 'two', 'submissions')
      const batch = { submissions: delivered.submissions, articles: published.articles }
      await waitFor(
        'node A to take the deliveries too',
        async () => (await claimed()) === sideBySide + PHASE_TWO,
        30_000,
      )

      // B takes the publications A left; alive, A keeps its claims past their lifetime: B takes none of its jobs.
      await startNode('B')
      await waitFor('node B to take the publications left', async () => (await claimed()) === 2 * PHASE_TWO, 30_000)
      await new Promise((r) => setTimeout(r, 2 * CLAIM_TTL_MS))
      expect(await claimed()).toBe(2 * PHASE_TWO)
      expect(await effects(batch)).toMatchObject({ mails: 0, publishedArticles: 0 })

      await kill(a)
      const killedAt = Date.now()
      smtp.hold(false)
      await locks.query('COMMIT')
      await waitFor('node B to finish the dead node’s jobs', done(batch), 30_000)
      console.info(`jobs once: node B finished the dead node's jobs ${Date.now() - killedAt} ms after the kill`)
      await new Promise((r) => setTimeout(r, 1_000))
      expect(await effects(batch)).toEqual({
        mails: 2 * PHASE_TWO,
        distinctMails: 2 * PHASE_TWO,
        publishedArticles: PHASE_TWO,
        publicationsPerArticle: [1],
        attemptsPerSubmission: [1],
      })
    } finally {
      smtp.hold(false)
      await locks.query('ROLLBACK').catch(() => {})
      locks.release()
    }
  }, 150_000)
})
