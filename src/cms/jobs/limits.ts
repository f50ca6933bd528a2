/**
 * How many scheduled publications a node's cron runs side by side (Payload's `autoRun` limit). Each runs Payload's
 * update in a transaction of its own, which holds one of the node's database connections for as long as it waits for
 * a row another transaction holds (an editor's save of the same article). With as many publications as connections,
 * ten such waits took the whole pool of ten: the node's outbox could not claim a mail, its claims could not be
 * renewed (another node would then take them while it lived), and its pages waited with them. On PostgreSQL they get
 * at most half of the pool (`DATABASE_POOL_MAX`), and never more than ten a run, as before; SQLite has one
 * connection, whose statements wait for no lock of another connection of this process.
 */
const PUBLICATIONS_PER_RUN = 10

export function publicationsSideBySide(postgres: boolean, poolMax: number): number {
  if (!postgres) return PUBLICATIONS_PER_RUN
  return Math.min(PUBLICATIONS_PER_RUN, Math.max(1, Math.floor(poolMax / 2)))
}
