import { randomUUID } from 'node:crypto'

import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'

import { retryWhenBusy } from '@/lib/busy'

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
type Session = {
  db: unknown
  resolve: () => Promise<unknown>
  reject: () => Promise<unknown>
  /** When it began, and where (a stack): a transaction held open holds SQLite's one write lock. */
  startedAt: number
  origin: string | undefined
  reported?: boolean
}

/** A transaction open longer than this is logged, once, with where it began. */
export const LONG_TRANSACTION_MS = 10_000

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
    // BEGIN IMMEDIATE (libsql's "write" transaction) on a connection other than the client's first fails at once
    // when another connection holds the write lock: two editors' sign-ins at the same moment, one of them a 500.
    // Nothing has happened yet, so it is tried again, on a fresh connection (sqlite-connections.ts), for about 5 s.
    await retryWhenBusy(
      () =>
        new Promise<void>((ready, failed) => {
          done = this.drizzle.transaction(async (drizzleTx) => {
            tx = drizzleTx
            await new Promise<void>((commit, rollBack) => {
              finish = (ok) => (ok ? commit() : rollBack(new Error('rolled back')))
              ready()
            })
          }, options || this.transactionOptions)
          // Before the callback ran (BEGIN failed): the begin fails. After: the commit or rollback reports it.
          done.catch(failed)
        }),
    )
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    this.payload.logger.error({ err, msg: `Error: cannot begin transaction: ${message}` })
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: err })
  }
  watchLongTransactions(this)
  this.sessions[id] = {
    startedAt: Date.now(),
    origin: new Error('transaction begun').stack,
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

const watched = new WeakSet<object>()

/**
 * Every few seconds, logs (once each) the transactions open for more than LONG_TRANSACTION_MS: while one is open, every
 * other write of every process waits for it and then fails (SQLITE_BUSY). A full test run once saw every write fail for
 * 70 s, and no line said which transaction held the lock (decision 081).
 */
function watchLongTransactions(adapter: TransactionAdapter) {
  if (watched.has(adapter.sessions)) return
  watched.add(adapter.sessions)
  const timer = setInterval(() => reportLongTransactions(adapter), LONG_TRANSACTION_MS / 2)
  timer.unref?.()
}

const expected = new WeakSet<object>()

/**
 * For a process that is the database's only writer while it runs: the seed, which `npm start` and the test run start
 * before the site, and which fills the catalogue in one transaction (12 s on a fresh clone). Its long transactions
 * hold up no one: a warning with a stack among the seed's lines read as a fault.
 */
export function longTransactionsExpected(adapter: { sessions?: object }) {
  if (adapter.sessions) expected.add(adapter.sessions)
}

/** Logs the transactions of `adapter` open longer than LONG_TRANSACTION_MS that were not logged yet; returns them. */
export function reportLongTransactions(adapter: TransactionAdapter, now: number = Date.now()): string[] {
  const reported: string[] = []
  if (expected.has(adapter.sessions)) return reported
  for (const [id, session] of Object.entries(adapter.sessions)) {
    if (session.reported || now - session.startedAt < LONG_TRANSACTION_MS) continue
    session.reported = true
    reported.push(id)
    adapter.payload.logger.warn({
      msg: `sqlite: a transaction has been open for ${Math.round((now - session.startedAt) / 1000)} s, holding the write lock`,
      transaction: id,
      origin: session.origin,
    })
  }
  return reported
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
