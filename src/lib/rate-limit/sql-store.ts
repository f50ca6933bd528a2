import type { Hit, RateLimitStore } from './store'

/**
 * Counters in a table of the site's database (SQLite or PostgreSQL), one row a key, changed by one atomic upsert
 * per hit: several app nodes on one PostgreSQL count together, and no second server is needed. The table is a
 * hidden collection of the CMS (src/cms/collections/rate-limits.ts), so Payload creates and migrates it.
 * The statement is the same in both dialects but for its placeholders; in an UPDATE, every right-hand side reads
 * the row as it was, so `prev_at` gets the old `last_at`.
 */
export type SqlQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>

export type SqlDialect = 'sqlite' | 'postgres'

export const RATE_LIMIT_TABLE = 'rate_limits'

export function hitStatement(dialect: SqlDialect): string {
  const p = (i: number) => (dialect === 'sqlite' ? `?${i}` : `$${i}`)
  const t = RATE_LIMIT_TABLE
  const ended = `${t}.reset_at <= ${p(3)}`
  return `INSERT INTO ${t} (key, count, reset_at, last_at, prev_at) VALUES (${p(1)}, 1, ${p(2)}, ${p(3)}, NULL)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN ${ended} THEN 1 ELSE ${t}.count + 1 END,
  prev_at = CASE WHEN ${ended} THEN NULL ELSE ${t}.last_at END,
  reset_at = CASE WHEN ${ended} OR ${p(4)} = 1 THEN ${p(2)} ELSE ${t}.reset_at END,
  last_at = ${p(3)}
RETURNING count, prev_at, reset_at`
}

export class SqlStore implements RateLimitStore {
  private readonly hitSql: string
  private readonly p: (i: number) => string

  constructor(
    private readonly query: SqlQuery,
    dialect: SqlDialect,
  ) {
    this.hitSql = hitStatement(dialect)
    this.p = (i) => (dialect === 'sqlite' ? `?${i}` : `$${i}`)
  }

  async hit(key: string, windowMs: number, sliding: boolean, now: number): Promise<Hit> {
    const [row] = await this.query(this.hitSql, [key, now + windowMs, now, sliding ? 1 : 0])
    if (!row) throw new Error('rate limit: the upsert returned no row')
    return {
      count: Number(row.count),
      prevAt: row.prev_at === null || row.prev_at === undefined ? null : Number(row.prev_at),
      resetAt: Number(row.reset_at),
    }
  }

  async peek(key: string, now: number): Promise<number> {
    const rows = await this.query(
      `SELECT count FROM ${RATE_LIMIT_TABLE} WHERE key = ${this.p(1)} AND reset_at > ${this.p(2)}`,
      [key, now],
    )
    return rows[0] ? Number(rows[0].count) : 0
  }

  async clear(key: string): Promise<void> {
    await this.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key = ${this.p(1)}`, [key])
  }

  async prune(now: number): Promise<void> {
    await this.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE reset_at <= ${this.p(1)}`, [now])
  }
}
