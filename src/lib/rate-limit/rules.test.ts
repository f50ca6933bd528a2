import { describe, expect, it } from 'vitest'

import { backoffWait, judge, type Rule } from './rules'

const quota: Rule = { free: 3, windowMs: 60_000 }
const backoff: Rule = { free: 2, windowMs: 3_600_000, wait: { baseMs: 30_000, maxMs: 120_000 } }

describe('rules', () => {
  it('a quota lets `free` requests through, then refuses until its window ends', () => {
    expect(judge(quota, { count: 3, prevAt: 0, resetAt: 60_000 }, 10_000)).toEqual({ allowed: true })
    expect(judge(quota, { count: 4, prevAt: 0, resetAt: 60_000 }, 10_000)).toEqual({
      allowed: false,
      retryAfterMs: 50_000,
    })
  })

  it('a backoff doubles its wait after the free requests, up to its maximum', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffWait(backoff, n))).toEqual([30_000, 60_000, 120_000, 120_000, 120_000])
    expect(backoffWait(backoff, 0)).toBe(0)
  })

  it('a backoff lets a request through once the wait since the previous one has passed', () => {
    // The 3rd request is the first beyond the 2 free ones: it must come 30 s after the 2nd.
    expect(judge(backoff, { count: 3, prevAt: 1_000, resetAt: 0 }, 31_000)).toEqual({ allowed: true })
    // Refused, it counted: the next wait is the following step, and the refusal says the wait grows.
    expect(judge(backoff, { count: 3, prevAt: 1_000, resetAt: 0 }, 30_999)).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
      grows: true,
    })
    expect(judge(backoff, { count: 2, prevAt: 1_000, resetAt: 0 }, 1_001)).toEqual({ allowed: true })
  })
})
