import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { retryWhenBusy } from '@/lib/busy'
import { env, isPostgres } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { type AuthLimiter, createAuthLimiter } from '@/lib/rate-limit/auth-limits'
import { RedisStore } from '@/lib/rate-limit/redis-store'
import { judge, type Rule, type Verdict } from '@/lib/rate-limit/rules'
import { type SqlQuery, SqlStore } from '@/lib/rate-limit/sql-store'
import type { RateLimitStore } from '@/lib/rate-limit/store'

/**
 * The sign-in limiter of this process, over the store the settings choose: Redis when REDIS_URL is set, else the
 * site's own database through Payload's connection (decision 016). Reused by every endpoint that signs in, sends
 * a code or resets a password: the REST guard (src/cms/api-guards/auth-rate-limit.ts) and the reserved area's
 * own sign-in page.
 */
const holder = globalThis as typeof globalThis & { [key: symbol]: Promise<AuthLimiter> | undefined }
const slot = Symbol.for('trade-catalogue.auth-limiter')

async function redisStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis')
  // One retry and short timeouts: while Redis is down a sign-in waits a second or two at most, then goes through
  // unlimited (see the guard) rather than hanging.
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 })
  client.on('error', (error) => console.error('rate limits: Redis', error.message))
  return new RedisStore(client)
}

function databaseStore(payload: Payload): RateLimitStore {
  const db = payload.db as unknown as {
    pool?: { query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
    client?: { execute(q: { sql: string; args: unknown[] }): Promise<{ rows: Record<string, unknown>[] }> }
  }
  if (isPostgres()) {
    const query: SqlQuery = async (sql, params) => (await db.pool!.query(sql, params)).rows
    return new SqlStore(query, 'postgres')
  }
  // SQLite has one writer at a time: a statement that meets another connection's write transaction (a sign-in
  // writing its session) is retried for a moment instead of failing.
  const query: SqlQuery = (sql, args) =>
    retryWhenBusy(
      async () => (await db.client!.execute({ sql, args: args as never })).rows as unknown as Record<string, unknown>[],
      { attempts: 20, wait: (attempt) => 10 + attempt * 10 },
    )
  return new SqlStore(query, 'sqlite')
}

const storeSlot = Symbol.for('trade-catalogue.rate-limit-store')
const stores = globalThis as typeof globalThis & { [storeSlot]?: Promise<RateLimitStore> }

/** The counters' store of this process: Redis when REDIS_URL is set, else the site's database. */
export function getRateLimitStore(payload: Payload): Promise<RateLimitStore> {
  stores[storeSlot] ??= env.REDIS_URL ? redisStore(env.REDIS_URL) : Promise.resolve(databaseStore(payload))
  return stores[storeSlot]!
}

export function getAuthLimiter(payload: Payload): Promise<AuthLimiter> {
  holder[slot] ??= (async () => createAuthLimiter(await getRateLimitStore(payload), env.PAYLOAD_SECRET))()
  return holder[slot]!
}

/**
 * Counts one request of `scope` (a form, the age gate) from `address` against `rule`, keyed by a keyed hash of the
 * address (no address is stored). Null when the counters are unavailable (Redis down): such a request goes through.
 * `address` may be any key (a mail's recipient); `payload`, the instance of a job that has one.
 */
const addressKey = (scope: string, address: string) =>
  `${scope}:${createHmac('sha256', env.PAYLOAD_SECRET).update(address).digest('base64url').slice(0, 32)}`

export async function hitAddressLimit(
  scope: string,
  rule: Rule,
  address: string,
  payload?: Payload,
): Promise<Verdict | null> {
  const key = addressKey(scope, address)
  const now = Date.now()
  try {
    const store = await getRateLimitStore(payload ?? (await getPayloadClient()))
    return judge(rule, await store.hit(key, rule.windowMs, false, now), now)
  } catch (error) {
    console.error(`rate limits: ${scope} unavailable`, error)
    return null
  }
}

/**
 * Whether `address` has already used up `rule` in `scope`, without counting this request: for limits that count
 * failures only (`hitAddressLimit` after each), such as wrong login codes. False when the counters are unavailable.
 */
export async function addressLimitReached(scope: string, rule: Rule, address: string): Promise<boolean> {
  try {
    const store = await getRateLimitStore(await getPayloadClient())
    return (await store.peek(addressKey(scope, address), Date.now())) >= rule.free
  } catch (error) {
    console.error(`rate limits: ${scope} unavailable`, error)
    return false
  }
}
