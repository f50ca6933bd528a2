import { describe, expect, it } from 'vitest'

import { contactFacts } from './site-structured-data'

describe('the Organization’s contacts from the Contact global’s text', () => {
  it.each([
    ['Tel. +39 045 820 1984 · info@vinea.demo', { telephone: '+39 045 820 1984', email: 'info@vinea.demo' }],
    ['Telefono 045/8201984\nordini@vinea.example', { telephone: '045/8201984', email: 'ordini@vinea.example' }],
    ['Scriveteci: info@vinea.demo', { email: 'info@vinea.demo' }],
    ['', {}],
  ])('%j', (text, facts) => {
    expect(contactFacts(text)).toEqual(facts)
  })
})
