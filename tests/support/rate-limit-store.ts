import { expect } from 'vitest'

import type { RateLimitStore } from '../../src/lib/rate-limit/store'

/**
 * What every rate-limit store must answer (src/lib/rate-limit/store.ts): fixed and sliding windows, the
 * previous hit, a window that ended starting again, concurrent hits all counted. Shared by the unit test of the
 * stores and the PostgreSQL integration test.
 */
export async function behavesAsAStore(store: RateLimitStore) {
  // In the near future: Redis expires keys on its own clock.
  const t = Date.now() + 60_000
  expect(await store.hit('k', 1000, false, t)).toEqual({ count: 1, prevAt: null, resetAt: t + 1000 })
  expect(await store.hit('k', 1000, false, t + 10)).toEqual({ count: 2, prevAt: t, resetAt: t + 1000 })
  expect(await store.peek('k', t + 20)).toBe(2)
  expect(await store.peek('k', t + 1000)).toBe(0)
  expect(await store.hit('k', 1000, false, t + 1000)).toEqual({ count: 1, prevAt: null, resetAt: t + 2000 })
  expect(await store.hit('s', 1000, true, t)).toEqual({ count: 1, prevAt: null, resetAt: t + 1000 })
  expect(await store.hit('s', 1000, true, t + 900)).toEqual({ count: 2, prevAt: t, resetAt: t + 1900 })
  expect(await store.hit('s', 1000, true, t + 1800)).toEqual({ count: 3, prevAt: t + 900, resetAt: t + 2800 })
  await store.clear('s')
  expect(await store.peek('s', t + 1800)).toBe(0)
  // Concurrent hits are all counted.
  const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit('c', 60_000, false, t)))
  expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  await store.prune(t + 10_000_000)
}
