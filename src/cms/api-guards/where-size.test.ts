import { describe, expect, it } from 'vitest'

import { conditionCount, longestList, MAX_CONDITIONS } from './where-size'
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

  it('counts each word of a `like`, which the database adapter compares one by one (the eighth check from outside)', () => {
    expect(count('where[title][like]=grappa')).toBe(1)
    expect(count(`where[title][like]=${Array(1000).fill('a').join('+')}`)).toBe(1000)
    expect(count('where[title][contains]=a+b+c')).toBe(1)
  })

  it('measures the longest in or not_in list, however it is written', () => {
    const longest = (query: string) => longestList(parseWhere(query))
    expect(longest('where[id][in]=1,2,3')).toBe(3)
    expect(longest('where[id][in][0]=1&where[id][in][1]=2')).toBe(2)
    expect(longest(`where[or][0][id][not_in]=${Array.from({ length: 40_000 }, (_, i) => i).join(',')}`)).toBe(40_000)
    expect(longest('where[title][equals]=a,b')).toBe(0)
  })
})
