import 'server-only'

import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { warmCatalogueIndex } from '@/features/catalogue'
import { env, isPostgres } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { sqliteFile } from '@/lib/storage-env'

/** One dependency's answer: whether it works and how long it took to say so. Never why it failed (that is logged). */
export type Check = { ok: boolean; ms: number }

export type Readiness = {
  ok: boolean
  checks: { database: Check; cache: Check; catalogueIndex: Check; redis?: Check }
}

/** Longest wait for one check: a probe that hangs is a failed one, and the balancer asks again. */
export const CHECK_TIMEOUT_MS = 5_000
/** A readiness answer serves every probe of the next second: a flood of probes costs one database read a second. */
export const READINESS_TTL_MS = 1_000

async function log(check: string, error: unknown) {
  try {
    ;(await getPayloadClient()).logger.error({ err: error, check }, 'readiness check failed')
  } catch {
    console.error(`readiness check failed: ${check}`, error)
  }
}

async function timed(name: string, probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
      }),
    ])
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    void log(name, error)
    return { ok: false, ms: Math.round(performance.now() - started) }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The database answers a cheap count. SQLite's answer can come from the pages the open connection keeps, while the
 * file on disk is gone or no database any more: readiness said ok while the pages that needed the file failed (the
 * twelfth check from outside). A connection of its own, opened for the probe, reads the file's first page from disk
 * (SQLITE_NOTADB when it is no database). Through SQLite, never `fs.open`: closing a descriptor of the file would drop
 * the locks this process's connections hold on it (every write then met "database is locked").
 */
async function database() {
  await (await getPayloadClient()).count({ collection: 'products' })
  if (isPostgres()) return
  const file = sqliteFile(env.DATABASE_URL)
  // Without a descriptor: a file moved away or deleted is no longer where DATABASE_URL says.
  await fs.access(file)
  const { createClient } = await import('@libsql/client')
  const probe = createClient({ url: `file:${file}` })
  try {
    await probe.execute('PRAGMA schema_version')
  } finally {
    probe.close()
  }
}

/** Next's data and image cache, kept on the local disk under the build's folder: a file can be written there. */
async function cache() {
  const dir = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'cache')
  await fs.mkdir(dir, { recursive: true })
  const probe = path.join(dir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`)
  await fs.writeFile(probe, 'ok')
  await fs.rm(probe, { force: true })
}

type Pinger = { ping(): Promise<unknown> }
const redisSlot = Symbol.for('vinea.health-redis')
const holder = globalThis as typeof globalThis & { [redisSlot]?: Promise<Pinger> }

/** The sign-in limits' Redis (REDIS_URL): it answers a PING. One client for the process, made on first use. */
async function redis(url: string) {
  holder[redisSlot] ??= import('ioredis').then(({ Redis }) => {
    const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 })
    client.on('error', () => {}) // reported by the check that fails, not once per reconnection attempt
    return client
  })
  await (await holder[redisSlot]).ping()
}

async function checkReadiness(): Promise<Readiness> {
  const [databaseCheck, cacheCheck, indexCheck, redisCheck] = await Promise.all([
    timed('database', database),
    timed('cache', cache),
    // Built on the first probe (serve.mjs asks at start-up): the listings' addresses need it (decision 028).
    timed('catalogueIndex', warmCatalogueIndex),
    env.REDIS_URL ? timed('redis', () => redis(env.REDIS_URL!)) : undefined,
  ])
  const checks: Readiness['checks'] = { database: databaseCheck, cache: cacheCheck, catalogueIndex: indexCheck }
  if (redisCheck) checks.redis = redisCheck
  return { ok: Object.values(checks).every((c) => c.ok), checks }
}

let last: { at: number; answer: Promise<Readiness> } | undefined

/** Ready when the database, the cache store, the catalogue index (and Redis, when set) all work. */
export function getReadiness(now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at >= READINESS_TTL_MS) last = { at: now, answer: checkReadiness() }
  return last.answer
}
