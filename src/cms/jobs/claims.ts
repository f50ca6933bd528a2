import { sql } from '@payloadcms/db-postgres'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Job, Payload, UpdateJobs, UpdateJobsArgs } from 'payload'
import pg from 'pg'

import { retryWhenBusy } from '@/lib/busy'
import { env, isPostgres } from '@/lib/env'

/**
 * Each job runs once, whichever node or instance runs it (decision 040).
 *
 * Payload 3.90 claims due jobs in two steps: `runJobs` asks the adapter's `updateJobs` to set `processing: true` on
 * the jobs its query finds, and the Drizzle adapter reads them (`findMany`), then updates each row by its id alone.
 * Two runners that read before either writes both "claim" the same job and both run it. Here the claim becomes one
 * conditional UPDATE per job: taken only while it is still unclaimed and unchanged since it was read
 * (`processing = false AND updated_at = <read>`). PostgreSQL lets one of two such UPDATEs of a row win and the other
 * find the row changed; SQLite has one writer. Payload's own query still decides which jobs are due, in what order.
 *
 * A claim that nobody finishes (its node died, or its record failed) is released once it is older than
 * `JOBS_CLAIM_TTL_MS` (`releaseAbandonedClaims`, before each run). On PostgreSQL the node running a job touches
 * its claim every quarter of that lifetime, so a live node's long job is never taken from it; on SQLite (one node,
 * where a write beside the run would only meet the run's) a claim made before this process started is abandoned
 * at once, a later one after the lifetime.
 *
 * On PostgreSQL each claim is its own statement, committed at once and held (touched) from that moment: in the
 * transaction Payload opens for the claims, a claim stayed invisible until every candidate was tried (seconds, on a
 * busy machine, behind other nodes' claims of the same rows), stamped with that transaction's start, and was touched
 * only a quarter of the lifetime after the last one; another node could free it as abandoned as soon as it appeared.
 */
const TABLE = 'payload_jobs'

type Dialect = 'postgres' | 'sqlite'
type Statement = ReturnType<typeof sql>
type Rows = { rows: Record<string, unknown>[] }
type DrizzleAdapter = BaseDatabaseAdapter & {
  drizzle: unknown
  sessions: Record<string, { db: unknown } | undefined>
  execute(args: { db?: unknown; drizzle?: unknown; sql: Statement }): Promise<Rows> | Rows
}

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))
const flag = (dialect: Dialect, on: boolean) => sql.raw(dialect === 'postgres' ? String(on) : on ? '1' : '0')

/** The claim of one job as read at `seenUpdatedAt`; returns its new `updated_at`, or nothing when another took it. */
export function claimStatement(dialect: Dialect, id: number | string, seenUpdatedAt: string, now: string): Statement {
  // PostgreSQL stamps the claim with its own clock, which every node shares (see `TOUCH_SQL`): the time of the write,
  // not of its statement's start (`now()`), which a wait for the row's lock would have made older.
  const stamp = dialect === 'postgres' ? sql`clock_timestamp()` : sql`${now}`
  return sql`UPDATE ${sql.raw(TABLE)} SET processing = ${flag(dialect, true)}, updated_at = ${stamp}
WHERE id = ${id} AND processing = ${flag(dialect, false)} AND updated_at = ${seenUpdatedAt}
RETURNING updated_at`
}

/** A live node's claims (`$1`, their ids), touched so that no other node takes them for abandoned. PostgreSQL only. */
export const TOUCH_SQL = `UPDATE ${TABLE} SET updated_at = clock_timestamp() WHERE id = ANY($1) AND processing = true
RETURNING id`

/**
 * Forgets the claims a touch found no longer held (finished, failed or deleted jobs): of the ids it `asked` about,
 * those not `live`. Ids claimed while the touch ran were not asked about and stay held.
 */
export function forgetFinished(held: Set<number | string>, asked: (number | string)[], live: (number | string)[]) {
  const stillHeld = new Set(live.map(String))
  for (const id of asked) if (!stillHeld.has(String(id))) held.delete(id)
}

/** Frees the claims of `queue` made before `before` (SQLite) or older than `ttlMs` by the database's clock. */
export function releaseStatement(dialect: Dialect, queue: string, ttlMs: number, before: string): Statement {
  const stale = dialect === 'postgres' ? sql`now() - ${`${ttlMs} milliseconds`}::interval` : sql`${before}`
  return sql`UPDATE ${sql.raw(TABLE)} SET processing = ${flag(dialect, false)}
WHERE queue = ${queue} AND processing = ${flag(dialect, true)} AND completed_at IS NULL AND updated_at < ${stale}
RETURNING id`
}

type ClaimOptions = { dialect: Dialect; claimTtlMs: number; databaseUrl?: string }

/** The settings' claim options: the database's dialect and JOBS_CLAIM_TTL_MS. */
export const jobClaimOptions = (): ClaimOptions => ({
  dialect: isPostgres() ? 'postgres' : 'sqlite',
  claimTtlMs: env.JOBS_CLAIM_TTL_MS,
  databaseUrl: env.DATABASE_URL,
})

/** The database adapter with atomic job claims (and, on PostgreSQL, the touching of this process's claims). */
export function withAtomicJobClaims(adapter: DatabaseAdapterObj, options: ClaimOptions): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args) as DrizzleAdapter
      const updateJobs = db.updateJobs.bind(db)
      const claim = claimer(db, options)
      db.updateJobs = ((jobArgs: UpdateJobsArgs) =>
        // `runJobs` claims with `processing: true`; every other write of a job (its log, its end) is Payload's own.
        jobArgs.data.processing === true ? claim(jobArgs) : updateJobs(jobArgs)) as UpdateJobs
      return db
    },
  }
}

function claimer(db: DrizzleAdapter, { dialect, claimTtlMs, databaseUrl }: ClaimOptions) {
  const held = new Set<number | string>()
  let touching: ReturnType<typeof setInterval> | undefined
  // A connection of their own: slow jobs can hold every connection of Payload's pool (a publication waiting for a
  // row an editor's save holds, ten at once), and a node must not lose its claims for that.
  let own: pg.Pool | undefined

  const touch = async () => {
    if (!held.size) return
    try {
      if (!own) {
        own = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: claimTtlMs })
        // A connection lost while idle: the next touch opens another.
        own.on('error', (err) => db.payload.logger.warn({ err, msg: 'jobs: claims connection lost' }))
      }
      const asked = [...held]
      const { rows } = await own.query(TOUCH_SQL, [asked])
      forgetFinished(
        held,
        asked,
        rows.map((r) => r.id as number | string),
      )
    } catch (error) {
      db.payload.logger.warn({ err: error, msg: 'jobs: could not renew this node’s claims' })
    }
    if (!held.size && touching) {
      clearInterval(touching)
      touching = undefined
    }
  }

  return async ({ id, where, limit, sort, req, returning }: UpdateJobsArgs): Promise<Job[] | null> => {
    const found = await db.find({
      collection: 'payload-jobs',
      where: id !== undefined ? { id: { equals: id } } : where!,
      limit: id !== undefined ? 1 : limit,
      sort,
      pagination: false,
      req,
    })
    // SQLite: in the transaction Payload opened for the claims, when there is one (the connection that may write).
    // PostgreSQL: each claim committed at once, outside it (see above).
    const transactionID = dialect === 'sqlite' && req?.transactionID ? await req.transactionID : undefined
    const session = transactionID !== undefined ? db.sessions[String(transactionID)]?.db : undefined
    const claimed: Job[] = []
    for (const job of found.docs as Job[]) {
      const now = new Date().toISOString()
      const statement = claimStatement(dialect, job.id, text(job.updatedAt), now)
      const { rows } = await db.execute({ db: session, drizzle: db.drizzle, sql: statement })
      if (!rows[0]) continue
      claimed.push({ ...job, processing: true, updatedAt: text(rows[0].updated_at) })
      if (dialect === 'postgres') {
        held.add(job.id)
        touching ??= setInterval(() => void touch(), Math.max(250, claimTtlMs / 4))
        touching.unref?.()
      }
    }
    return returning === false ? null : claimed
  }
}

const sweeps = new WeakMap<Payload, Map<string, { startedAt: string; next: number }>>()

/**
 * Frees the abandoned claims of `queue` (see above), at most every quarter of their lifetime; called before a run,
 * never beside one (on SQLite a write beside the run's would only meet them). Returns how many it freed.
 */
export async function releaseAbandonedClaims(
  payload: Payload,
  queue: string,
  { dialect, claimTtlMs }: ClaimOptions = jobClaimOptions(),
): Promise<number> {
  let forPayload = sweeps.get(payload)
  if (!forPayload) sweeps.set(payload, (forPayload = new Map()))
  let state = forPayload.get(queue)
  if (!state) forPayload.set(queue, (state = { startedAt: processStartedAt, next: 0 }))
  if (Date.now() < state.next) return 0
  // SQLite: the first sweep frees what an earlier run of this process left; later ones what is older than the TTL.
  const before = state.next === 0 ? state.startedAt : new Date(Date.now() - claimTtlMs).toISOString()
  state.next = Date.now() + Math.max(250, claimTtlMs / 4)
  const db = payload.db as unknown as DrizzleAdapter
  // On SQLite a write of another process or request may hold the database a moment: waited for, not failed.
  const { rows } = await retryWhenBusy(async () =>
    db.execute({ drizzle: db.drizzle, sql: releaseStatement(dialect, queue, claimTtlMs, before) }),
  )
  if (rows.length) payload.logger.warn(`jobs: released ${rows.length} abandoned claim(s) of the ${queue} queue`)
  return rows.length
}

const processStartedAt = new Date().toISOString()
