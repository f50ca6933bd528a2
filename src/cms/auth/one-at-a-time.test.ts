import { describe, expect, it } from 'vitest'

import { oneAtATime } from './one-at-a-time'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('oneAtATime: the sign-ins of one account in turn', () => {
  it('runs the tasks of one key one after the other, of different keys side by side, whatever fails', async () => {
    const log: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`)
        await pause(20)
        log.push(`${name} ends`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      oneAtATime('a', task('a1', true)),
      oneAtATime('a', task('a2')),
      oneAtATime('b', task('b1')),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    expect(log.indexOf('a1 ends')).toBeLessThan(log.indexOf('a2 starts'))
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'))
    // Nothing is kept once every task is done.
    expect(await oneAtATime('a', async () => 'again')).toBe('again')
  })
})
