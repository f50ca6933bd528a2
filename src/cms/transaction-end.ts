import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

/**
 * Work that must wait until a request's database transaction has ended: what a save's cache tags set off
 * (src/cms/hooks/revalidate.ts). Payload runs the collections' `afterChange` and `afterDelete` hooks inside the
 * operation's transaction, before its COMMIT, and the other connections do not see its rows until then. Within a
 * request Next expires the tags at the request's end; the rest is done at once: the other nodes told to forget their
 * listing codes, and, outside a request (the jobs' cron), the site's `/api/revalidate` called. Each could read the rows
 * of before the save again (decision 111), so it is done again once the transaction has ended.
 *
 * `withTransactionEnd` wraps a database adapter's commit and rollback; `afterTransaction` hands them the work. A
 * rollback runs it too (the rows are unchanged: one needless expiry). Work whose transaction never ends through these
 * (a transaction Payload drops without a rollback) runs after `FALLBACK_MS`.
 */
type Work = () => void

/** Kept on `globalThis`: each route bundle has its own copy of this module, and the adapter is the process's. */
const store = globalThis as typeof globalThis & { __afterTransaction?: Map<string, { work: Work[]; timer: unknown }> }
const pending = (store.__afterTransaction ??= new Map())

export const FALLBACK_MS = 60_000

function runPending(id: string) {
  const entry = pending.get(id)
  if (!entry) return
  pending.delete(id)
  clearTimeout(entry.timer as ReturnType<typeof setTimeout>)
  for (const work of entry.work) {
    try {
      work()
    } catch (error) {
      console.error('work after a transaction failed', error)
    }
  }
}

/**
 * Runs `work` once `req`'s transaction has ended (committed or rolled back), or at once when it has none. Returns
 * whether it waits for a transaction.
 */
export async function afterTransaction(req: Pick<PayloadRequest, 'transactionID'> | undefined, work: Work) {
  const id = req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID
  if (id === undefined || id === null || id === '') {
    work()
    return false
  }
  const key = String(id)
  let entry = pending.get(key)
  if (!entry) {
    const timer = setTimeout(() => runPending(key), FALLBACK_MS)
    ;(timer as { unref?: () => void }).unref?.()
    entry = { work: [], timer }
    pending.set(key, entry)
  }
  entry.work.push(work)
  return true
}

type Ends = Pick<BaseDatabaseAdapter, 'commitTransaction' | 'rollbackTransaction'>

type End = Ends['commitTransaction'] & Ends['rollbackTransaction']

/** `end` (a commit or a rollback), then the work handed over for its transaction. */
const thenRunPending = (end: End): End =>
  async function (this: unknown, incoming) {
    const id = String(incoming instanceof Promise ? await incoming : incoming)
    try {
      return await end.call(this, incoming)
    } finally {
      runPending(id)
    }
  }

/** Makes `db`'s commit and rollback run the work handed to `afterTransaction` for their transaction. */
export function endTransactionsWithWork(db: Ends): void {
  db.commitTransaction = thenRunPending(db.commitTransaction)
  db.rollbackTransaction = thenRunPending(db.rollbackTransaction)
}

/** The adapter, with `endTransactionsWithWork` applied to the database it makes. */
export function withTransactionEnd(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args)
      endTransactionsWithWork(db)
      return db
    },
  }
}
