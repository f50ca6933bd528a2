import type { Hit, RateLimitStore } from './store'

/**
 * Counters in Redis (REDIS_URL): one hash a key, changed by one Lua script per hit (atomic on the server), and
 * expired by Redis when its window ends. The keys are those of the other stores under a prefix.
 */
export const REDIS_PREFIX = 'trade-catalogue:rate-limit:'

/** KEYS[1] the counter; ARGV now, windowMs, sliding (1/0). Returns count, previous hit (-1: none), window end. */
export const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local h = redis.call('HMGET', KEYS[1], 'count', 'last', 'reset')
local count, last, reset = tonumber(h[1]), tonumber(h[2]), tonumber(h[3])
local prev = -1
if count == nil or reset == nil or reset <= now then
  count = 1
  reset = now + window
else
  count = count + 1
  prev = last
  if ARGV[3] == '1' then reset = now + window end
end
redis.call('HSET', KEYS[1], 'count', count, 'last', now, 'reset', reset)
redis.call('PEXPIREAT', KEYS[1], reset)
return {count, prev, reset}
`

/** The part of a Redis client this store uses (ioredis's `eval`, `hmget`, `del`). */
export type RedisLike = {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>
  del(key: string): Promise<unknown>
}

export class RedisStore implements RateLimitStore {
  constructor(private readonly redis: RedisLike) {}

  async hit(key: string, windowMs: number, sliding: boolean, now: number): Promise<Hit> {
    const [count, prev, reset] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      REDIS_PREFIX + key,
      now,
      windowMs,
      sliding ? 1 : 0,
    )) as number[]
    return { count: Number(count), prevAt: Number(prev) < 0 ? null : Number(prev), resetAt: Number(reset) }
  }

  async peek(key: string, now: number): Promise<number> {
    const [count, reset] = await this.redis.hmget(REDIS_PREFIX + key, 'count', 'reset')
    return count !== null && reset !== null && Number(reset) > now ? Number(count) : 0
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(REDIS_PREFIX + key)
  }

  async prune(): Promise<void> {
    // Redis expires each key at the end of its window.
  }
}
