import { describe, expect, it } from 'vitest'

import { DAY_MS, retryAttempts, retrySpan } from './retry'

describe('outbox retries: exponential backoff over at least 24 hours', () => {
  it.each([100, 1_000, 60_000, 3_600_000])('base %i ms spans a day or more, and one attempt less would not', (base) => {
    const attempts = retryAttempts(base)
    expect(retrySpan(base, attempts)).toBeGreaterThanOrEqual(DAY_MS)
    expect(retrySpan(base, attempts - 1)).toBeLessThan(DAY_MS)
  })

  it('retries 11 times, the last about 34 hours on, with the default minute', () => {
    expect(retryAttempts(60_000)).toBe(11)
    expect(retrySpan(60_000, 11) / 3_600_000).toBeCloseTo(34.1, 1)
  })
})
