import { describe, expect, it } from 'vitest'

import { forgetFinished } from './claims'

describe('forgetFinished (decision 040: a live node keeps touching its claims)', () => {
  it('forgets the asked-about claims the database no longer shows as held', () => {
    const held = new Set<number | string>([1, 2, 3])
    forgetFinished(held, [1, 2, 3], ['1', 3])
    expect([...held]).toEqual([1, 3])
  })

  it('keeps a claim made while the touch was on its way: it was not asked about', () => {
    const held = new Set<number | string>([1, 2])
    const asked = [...held]
    // The node claims job 7 while the touch of 1 and 2 waits for the database.
    held.add(7)
    forgetFinished(held, asked, [1])
    expect([...held]).toEqual([1, 7])
  })
})
