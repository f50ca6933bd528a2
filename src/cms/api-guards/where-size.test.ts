import { describe, expect, it } from 'vitest'

import { conditionCount, MAX_CONDITIONS } from './where-size'
import { parseWhere } from './where-values'

describe('the size of a where (the fourth check from outside: 1,000 `or` conditions were a 500)', () => {
  const count = (query: string) => conditionCount(parseWhere(query))
  const ors = (n: number) => Array.from({ length: n }, (_, i) => `where[or][${i}][title][equals]=x`).join('&')

  it('counts every comparison, however deep its and and or lists go', () => {
    expect(count('where[title][equals]=a')).toBe(1)
    expect(count('where[title][equals]=a&where[price][greater_than]=1&where[price][less_than]=9')).toBe(3)
    expect(
      count('where[or][0][and][0][title][like]=a&where[or][0][and][1][id][in]=1,2,3&where[or][1][id][equals]=4'),
    ).toBe(3)
    expect(count(ors(MAX_CONDITIONS))).toBe(MAX_CONDITIONS)
    expect(count(ors(1000))).toBe(1000)
    expect(count('')).toBe(0)
  })
})
