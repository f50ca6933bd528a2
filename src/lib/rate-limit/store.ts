/**
 * Where rate-limit counters live: the database by default (one table, `sql-store.ts`), Redis when configured
 * (`redis-store.ts`), so that every app node counts the same requests; memory for unit tests.
 *
 * One operation does all the counting, atomically in each store: `hit` adds one to a key's counter and says how
 * many hits its window holds, when the previous one was and when the window ends. A window is fixed (it ends
 * `windowMs` after its first hit) or sliding (each hit moves its end to `windowMs` after that hit: the counter
 * is forgotten only after a quiet `windowMs`).
 */
export type Hit = {
  /** Hits in the window, this one included. */
  count: number
  /** Time of the previous hit in the window, null for the first. */
  prevAt: number | null
  /** When the window ends and the counter starts again from zero. */
  resetAt: number
}

export interface RateLimitStore {
  hit(key: string, windowMs: number, sliding: boolean, now: number): Promise<Hit>
  /** Hits in the key's window, 0 when it has none or has ended. */
  peek(key: string, now: number): Promise<number>
  clear(key: string): Promise<void>
  /** Drops ended windows (the database keeps them until then; Redis expires them itself). */
  prune(now: number): Promise<void>
}

/** The same rules in a Map: unit tests, and nothing else (each process would count on its own). */
export class MemoryStore implements RateLimitStore {
  private readonly entries = new Map<string, { count: number; lastAt: number; resetAt: number }>()

  async hit(key: string, windowMs: number, sliding: boolean, now: number): Promise<Hit> {
    const entry = this.entries.get(key)
    if (!entry || entry.resetAt <= now) {
      this.entries.set(key, { count: 1, lastAt: now, resetAt: now + windowMs })
      return { count: 1, prevAt: null, resetAt: now + windowMs }
    }
    const prevAt = entry.lastAt
    entry.count += 1
    entry.lastAt = now
    if (sliding) entry.resetAt = now + windowMs
    return { count: entry.count, prevAt, resetAt: entry.resetAt }
  }

  async peek(key: string, now: number): Promise<number> {
    const entry = this.entries.get(key)
    return entry && entry.resetAt > now ? entry.count : 0
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key)
  }

  async prune(now: number): Promise<void> {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key)
  }
}
