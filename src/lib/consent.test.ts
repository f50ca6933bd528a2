import { describe, expect, it } from 'vitest'

import { consentValue, grantedCategories } from './consent'

describe('grantedCategories: the consent cookie read from a Cookie header', () => {
  it('grants what the cookie lists', () => {
    expect(grantedCategories('a=1; cookie_consent=marketing; b=2')).toEqual(new Set(['marketing']))
    expect(grantedCategories(`cookie_consent=${encodeURIComponent('marketing,other')}`)).toEqual(new Set(['marketing']))
  })

  it.each([
    ['no cookie at all', ''],
    ['another cookie only', 'session=abc'],
    ['an empty choice', 'cookie_consent='],
    ['an unknown category', 'cookie_consent=everything'],
    // decodeURIComponent throws URIError on these: a bad value is no choice, never an error.
    ['a malformed percent escape', 'cookie_consent=%E0%A4%A'],
    ['a lone percent sign', 'cookie_consent=%'],
    ['a garbled header', ';;=;cookie_consent'],
  ])('grants nothing for %s', (_, header) => {
    expect(() => grantedCategories(header)).not.toThrow()
    expect(grantedCategories(header).size).toBe(0)
  })

  it('writes a value it reads back', () => {
    expect(grantedCategories(`cookie_consent=${encodeURIComponent(consentValue(['marketing']))}`)).toEqual(
      new Set(['marketing']),
    )
    expect(consentValue([])).toBe('')
  })
})
