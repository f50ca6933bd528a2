import { describe, expect, it } from 'vitest'

import { hasDecimals } from './decimals'

describe('hasDecimals', () => {
  it.each([
    [40, 0, true],
    [1850.5, 0, false],
    [13.5, 1, true],
    [43.7, 1, true],
    [0.0001, 1, false],
    [13.55, 1, false],
    [0, 1, true],
  ])('%s with at most %s decimals: %s', (value, decimals, expected) => {
    expect(hasDecimals(value, decimals)).toBe(expected)
  })
})
