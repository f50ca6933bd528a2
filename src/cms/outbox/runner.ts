import type { Payload, PayloadRequest } from 'payload'

import { isBusy } from '@/lib/busy'
import { isPostgres } from '@/lib/env'

import { releaseAbandonedClaims } from '../jobs/claims'
import { OUTBOX_QUEUE } from './task'

/**
 * Runs the outbox's jobs (decision 017): right after a submission is stored (`kickOutbox`) and every few seconds
 * for the retries that have come due. One run at a time in this process; every node runs its own, and each job is
 * claimed by one runner only (src/cms/jobs/claims.ts, decision 040). Started by src/instrumentation.ts on the jobs
 * instance; held on `globalThis` because the site's requests run in another bundle.
 *
 * A job claimed by a process that stopped mid-delivery, or whose record failed (a write that met another on SQLite),
 * would never be picked up again: between two runs, abandoned claims are released (`releaseAbandonedClaims`).
 */
const slot = Symbol.for('trade-catalogue.outbox-runner')
const holder = globalThis as typeof globalThis & { [slot]?: () => void }

export function startOutbox(payload: Payload, options: { pollMs?: number; limit?: number } = {}) {
  const { pollMs = 5_000, limit = 20 } = options
  // SQLite has one writer, and this process's connections cannot wait for each other (each statement runs on the
  // event loop): the jobs run one after the other there, side by side on PostgreSQL.
  const sequential = !isPostgres()
  let running = false
  let again = false

  async function run(): Promise<void> {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      // Between runs, never beside one: a write of its own beside the run's would only meet them on SQLite.
      await releaseAbandonedClaims(payload, OUTBOX_QUEUE)
      do {
        again = false
        const result = await payload.jobs.run({
          queue: OUTBOX_QUEUE,
          limit,
          sequential,
          overrideAccess: true,
          silent: true,
        })
        if (result && 'noJobsRemaining' in result && result.noJobsRemaining === false) again = true
      } while (again)
    } catch (error) {
      // On SQLite, another process's write (a script, a backup) or a request's transaction here can hold the database
      // longer than a run waits: nothing is lost, the next poll runs again. Said in one line, not as a failure.
      if (isBusy(error))
        console.warn(`outbox: the database was busy (SQLITE_BUSY), the run is tried again in ${pollMs} ms`)
      else console.error('outbox: run failed', error)
    } finally {
      running = false
    }
  }

  const poll = setInterval(() => {
    void run()
  }, pollMs)
  poll.unref()
  holder[slot] = () => void run()
  void run()
}

/** Asks the outbox to run now (after a submission was stored); nothing when no runner was started here. */
export function kickOutbox(): void {
  holder[slot]?.()
}

/** Queues a submission's delivery; with `req`, in that request's transaction. */
export async function queueDelivery(
  payload: Payload,
  collection: string,
  id: string | number,
  req?: PayloadRequest,
): Promise<void> {
  await payload.jobs.queue({
    task: 'deliver-submission' as never,
    input: { collection, id: String(id) } as never,
    queue: OUTBOX_QUEUE,
    req,
  })
}
