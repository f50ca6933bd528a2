import type { Client } from '@libsql/client'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { isBusy } from '@/lib/busy'

/** The clients already made to leave such connections. */
const left = new WeakSet<Client>()

/**
 * The libsql client, made to leave a connection behind once a statement on it failed with SQLITE_BUSY.
 *
 * The binding (`libsql` 0.4.7) leaves such a statement in progress until the garbage collector finalizes it
 * (tursodatabase/libsql-client-ts#352; libsql-js#237 and #238, open). Decision 057 met one consequence: a transaction
 * on that connection cannot commit. The worse one: SQLite commits an autocommit statement only once no other
 * statement of its connection is in progress, so the client's next write there answers "done", is seen by no other
 * connection, and holds the database's one write lock until the garbage collector runs, or is lost if the process
 * stops first. A full test run saw every write of the site and of a script fail for 70 s (decision 081).
 *
 * `@libsql/client` 0.14 keeps one connection for the statements outside transactions and hands it to the next
 * transaction it begins, opening another for what follows: beginning a transaction (deferred: it takes no lock) and
 * closing it at once (ROLLBACK, which ends the statement left in progress) is the client's own way to leave a
 * connection. Done as soon as the failure is reported, before the caller can try again on that connection.
 */
export function leaveConnectionsThatFailedBusy(client: Client): Client {
  if (left.has(client)) return client
  left.add(client)
  const transaction = client.transaction.bind(client)
  const leave = () => {
    transaction('deferred').then(
      (tx) => tx.close(),
      () => undefined,
    )
  }
  const guarded =
    <Args extends unknown[], Result>(work: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await work(...args)
      } catch (error) {
        if (isBusy(error)) leave()
        throw error
      }
    }
  client.execute = guarded(client.execute.bind(client)) as Client['execute']
  client.batch = guarded(client.batch.bind(client)) as Client['batch']
  client.migrate = guarded(client.migrate.bind(client)) as Client['migrate']
  client.executeMultiple = guarded(client.executeMultiple.bind(client))
  client.transaction = guarded(transaction) as Client['transaction']
  return client
}

/** The SQLite adapter whose client, once connected, leaves a connection where a statement failed busy. */
export function withBusyConnectionsLeft(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args) as BaseDatabaseAdapter & { client?: Client }
      const connect = db.connect
      if (connect)
        db.connect = async function (this: typeof db, options) {
          await connect.call(this, options)
          if (this.client) leaveConnectionsThatFailedBusy(this.client)
        }
      return db
    },
  }
}
