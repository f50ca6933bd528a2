import { retryWhenBusy } from '@/lib/busy'
import { isPostgres } from '@/lib/env'

/**
 * A write a visitor's request waits for (a form's submission, a newsletter link, a login code used or revoked),
 * under SQLite's rule of one writer at a time: this process's writes go one after the other, and a write that still
 * meets another (an editor's save, the outbox, another node or script on the same file) is tried again for a few
 * seconds before it counts as failed. Only the first of the libsql client's connections waits for a lock by itself;
 * a transaction on another fails at once with SQLITE_BUSY (decision 057). PostgreSQL writes them side by side.
 *
 * `work` runs again from its start on such a failure: it must be one transaction, or safe to repeat.
 */
let queue: Promise<unknown> = Promise.resolve()

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (isPostgres()) return work()
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

export const serialWrite = <T>(work: () => Promise<T>): Promise<T> => oneAtATime(() => retryWhenBusy(work))
