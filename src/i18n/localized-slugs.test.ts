import { describe, expect, it } from 'vitest'

import { onlyLanguageOf, slugsByLocale } from './localized-slugs'

describe('texts read in every language', () => {
  it('a missing language takes the other one’s text', () => {
    expect(slugsByLocale({ it: 'grappa', en: null })).toEqual({ it: 'grappa', en: 'grappa' })
    expect(slugsByLocale('same')).toEqual({ it: 'same', en: 'same' })
  })

  it.each([
    [{ it: 'Amaro', en: null }, { writtenIn: 'it' }],
    [{ it: '  ', en: 'Bitter' }, { writtenIn: 'en' }],
    [{ it: 'Amaro', en: 'Amaro' }, {}],
    [{ it: null, en: undefined }, {}],
    [null, {}],
  ])('%j is written in %j only (decision 101)', (raw, expected) => {
    expect(onlyLanguageOf(raw)).toEqual(expected)
  })
})
