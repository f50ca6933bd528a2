import { describe, expect, it } from 'vitest'

import { grantedCategories } from './consent'

// The banner's record, as vanilla-cookieconsent writes it (JSON, URI-encoded).
const record = (categories: unknown) =>
  `cookie_consent=${encodeURIComponent(
    JSON.stringify({ categories, revision: 0, data: null, consentId: 'c0ffee00-0000-4000-8000-000000000000' }),
  )}`

describe('grantedCategories: the consent cookie read from a Cookie header', () => {
  it('grants what the record lists', () => {
    expect(grantedCategories(`a=1; ${record(['necessary', 'marketing'])}; b=2`)).toEqual(new Set(['marketing']))
    expect(grantedCategories(record(['marketing', 'other']))).toEqual(new Set(['marketing']))
  })

  it.each([
    ['no cookie at all', ''],
    ['another cookie only', 'session=abc'],
    ['an empty choice', 'cookie_consent='],
    ['technical cookies only', record(['necessary'])],
    ['an unknown category', record(['everything'])],
    ['categories that are not a list', record('marketing')],
    ['a bare value, not a record', 'cookie_consent=marketing'],
    ['JSON null', 'cookie_consent=null'],
    // decodeURIComponent throws URIError on these: a bad value is no choice, never an error.
    ['a malformed percent escape', 'cookie_consent=%E0%A4%A'],
    ['a lone percent sign', 'cookie_consent=%'],
    ['a garbled header', ';;=;cookie_consent'],
  ])('grants nothing for %s', (_, header) => {
    expect(() => grantedCategories(header)).not.toThrow()
    expect(grantedCategories(header).size).toBe(0)
  })
})
