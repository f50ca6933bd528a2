import { describe, expect, it } from 'vitest'

import { fuzzyWords, prefixRange } from './word-list'

describe('prefixRange', () => {
  const words = ['gin', 'ginepr', 'ginger', 'glen', 'grapp', 'v1', 'v10', 'v11', 'v2']

  it('gives the run of words starting with the prefix, the word itself first', () => {
    expect(prefixRange(words, 'gin')).toEqual([0, 3])
    expect(words.slice(...prefixRange(words, 'v1'))).toEqual(['v1', 'v10', 'v11'])
    expect(words.slice(...prefixRange(words, 'gl'))).toEqual(['glen'])
  })

  it('gives an empty run for a prefix no word has', () => {
    const [from, to] = prefixRange(words, 'h')
    expect(from).toBe(to)
  })
})

describe('fuzzyWords', () => {
  const distance = (a: string, b: string): number => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j)
    for (let i = 1; i <= a.length; i++) {
      const next = [i]
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      row = next
    }
    return row[b.length]
  }
  const words = [
    ...Array.from({ length: 3000 }, (_, i) => `v${String(i).padStart(4, '0')}`),
    'alpin',
    'alpino',
    'amar',
    'amaren',
    'amarett',
    'grapp',
    'grappolo',
    'gin',
    'ginepr',
    'glen',
    'corran',
    'voran',
    'nebbiol',
    'a',
    'al',
    'whiski',
    'whiskey',
    'distiller',
    'distil',
    'zz',
  ].sort()
  const found = (term: string, tolerance: number) => {
    const out: string[] = []
    fuzzyWords(words, term, tolerance, (w, d) => {
      expect(d).toBe(distance(term, words[w]))
      out.push(words[w])
    })
    return out
  }

  it.each([
    ['alpn', 1],
    ['alpno', 2],
    ['grapa', 1],
    ['grapa', 2],
    ['coran', 1],
    ['nebiolo', 2],
    ['v0008', 1],
    ['v0o08', 2],
    ['zzqxj', 2],
    ['a', 1],
    ['wisky', 2],
    ['distillr', 2],
    ['', 1],
  ])('finds exactly the words within %j of %i edits', (term, tolerance) => {
    expect(found(term, tolerance)).toEqual(words.filter((w) => distance(term, w) <= tolerance))
  })

  it('corrects a typo against the vocabulary', () => {
    expect(found('coran', 1)).toEqual(['corran', 'voran'])
    expect(found('grapa', 1)).toEqual(['grapp'])
  })
})
