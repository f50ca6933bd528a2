import { randomUUID } from 'node:crypto'

import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'

/**
 * Payload's SQLite transactions, with a commit that can fail (decision 057).
 *
 * Payload's drizzle adapter runs a transaction as a drizzle transaction held open until `commitTransaction`, and
 * swallows whatever ends that drizzle transaction: when its COMMIT fails, drizzle rolls it back, and Payload still
 * answers as if it had committed. On SQLite that happens under concurrent writes. The libsql binding leaves a
 * statement that failed with SQLITE_BUSY in progress on its connection (tursodatabase/libsql-js#237,
 * tursodatabase/libsql-client-ts#352), and a later transaction on that connection cannot commit ("cannot commit
 * transaction - SQL statements in progress"). Three job applications sent together: three success pages, one stored.
 *
 * This is the adapter's begin and commit with the same sessions, except that a failed commit throws: a Payload
 * operation then fails (the admin shows an error), and the forms' store tries again (src/lib/busy.ts).
 */
type Session = { db: unknown; resolve: () => Promise<unknown>; reject: () => Promise<unknown> }

export type TransactionAdapter = {
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>, options?: unknown) => Promise<unknown> }
  initializing?: Promise<unknown>
  transactionOptions?: unknown
  sessions: Record<string, Session>
  payload: Pick<Payload, 'logger'>
}

export async function beginTransaction(this: TransactionAdapter, options?: unknown): Promise<string> {
  const id = randomUUID()
  let tx: unknown
  let finish!: (commit: boolean) => void
  let done!: Promise<unknown>
  try {
    await this.initializing
    await new Promise<void>((ready, failed) => {
      done = this.drizzle.transaction(async (drizzleTx) => {
        tx = drizzleTx
        await new Promise<void>((commit, rollBack) => {
          finish = (ok) => (ok ? commit() : rollBack(new Error('rolled back')))
          ready()
        })
      }, options || this.transactionOptions)
      // Before the callback ran (BEGIN failed): the begin fails. After: the commit or rollback reports it.
      done.catch(failed)
    })
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    this.payload.logger.error({ err, msg: `Error: cannot begin transaction: ${message}` })
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: err })
  }
  this.sessions[id] = {
    db: tx,
    // Rejects when COMMIT failed (drizzle has rolled back): what Payload's own session swallowed.
    resolve: () => {
      finish(true)
      return done
    },
    // As the adapter's own: a rollback never throws (it runs inside an operation's own error handling).
    reject: async () => {
      finish(false)
      await done.catch(() => undefined)
    },
  }
  return id
}

export async function commitTransaction(
  this: TransactionAdapter,
  incomingID: Promise<number | string> | number | string = '',
) {
  const id = String(incomingID instanceof Promise ? await incomingID : incomingID)
  const session = this.sessions[id]
  // Ended already (another operation of the same request committed or rolled it back).
  if (!session) return
  delete this.sessions[id]
  // Throws when COMMIT failed; drizzle has rolled the transaction back.
  await session.resolve()
}

/** The SQLite adapter with these two in place of its own. */
export function withFailingCommits(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args)
      db.beginTransaction = beginTransaction as BaseDatabaseAdapter['beginTransaction']
      db.commitTransaction = commitTransaction as BaseDatabaseAdapter['commitTransaction']
      return db
    },
  }
}
