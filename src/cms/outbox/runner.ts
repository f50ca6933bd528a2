import type { Payload, PayloadRequest } from 'payload'

import { isPostgres } from '@/lib/env'

import { OUTBOX_QUEUE } from './task'

/**
 * Runs the outbox's jobs (decision 017): right after a submission is stored (`kickOutbox`) and every few seconds
 * for the retries that have come due. One run at a time in this process, so that no job is picked up twice
 * (Payload finds due jobs, then marks them as processing, in two steps). Started by src/instrumentation.ts on the
 * jobs instance; held on `globalThis` because the site's requests run in another bundle.
 *
 * A job marked as processing by a process that stopped mid-delivery, or whose record failed (a write that met
 * another on SQLite), would never be picked up again: at start, the jobs marked before this process started are
 * released; later, those marked more than `staleMs` ago (a delivery takes seconds; its mail and webhook time out
 * within a minute).
 */
const slot = Symbol.for('trade-catalogue.outbox-runner')
const holder = globalThis as typeof globalThis & { [slot]?: () => void }

export function startOutbox(payload: Payload, options: { pollMs?: number; staleMs?: number; limit?: number } = {}) {
  const { pollMs = 5_000, staleMs = 2 * 60_000, limit = 20 } = options
  // SQLite has one writer, and this process's connections cannot wait for each other (each statement runs on the
  // event loop): the jobs run one after the other there, side by side on PostgreSQL.
  const sequential = !isPostgres()
  const startedAt = new Date()
  let running = false
  let again = false
  let released = false
  const sweepMs = Math.max(1_000, staleMs / 4)
  let nextSweep = 0

  const release = async (before: Date) => {
    await payload.update({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: OUTBOX_QUEUE } },
          { processing: { equals: true } },
          { updatedAt: { less_than: before.toISOString() } },
        ],
      },
      data: { processing: false },
      overrideAccess: true,
      depth: 0,
    })
  }

  async function run(): Promise<void> {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      // Between runs, never beside one: a write of its own beside the run's would only meet them on SQLite.
      if (!released) {
        await release(startedAt)
        released = true
        nextSweep = Date.now() + sweepMs
      } else if (Date.now() >= nextSweep) {
        await release(new Date(Date.now() - staleMs))
        nextSweep = Date.now() + sweepMs
      }
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
      console.error('outbox: run failed', error)
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
