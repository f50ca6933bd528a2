import { describe, expect, it } from 'vitest'

import { toCta } from './questions'

describe('contacts panel: an answer’s call to action', () => {
  it.each([
    ['/contatti/per-horeca/', { href: '/contatti/per-horeca/', external: false }],
    ['/en/contacts/horeca/', { href: '/en/contacts/horeca/', external: false }],
    ['/serate-a-tema/', { href: '/serate-a-tema/', external: false }],
    ['https://www.example.com/x', { href: 'https://www.example.com/x', external: true }],
    ['mailto:info@vinea.demo', { href: 'mailto:info@vinea.demo', external: true }],
  ])('links to %s', (url, expected) => {
    expect(toCta({ label: ' Go ', url })).toEqual({ label: 'Go', ...expected })
  })

  it.each([
    [{ label: 'Go', url: 'javascript:alert(1)' }],
    [{ label: 'Go', url: '//evil.example/' }],
    [{ label: 'Go', url: 'http://example.com/' }],
    [{ label: 'Go', url: '/non/esiste/affatto/' }],
    [{ label: '', url: '/contatti/' }],
    [{ label: 'Go', url: null }],
    [undefined],
  ])('is left out for %j', (cta) => {
    expect(toCta(cta)).toBeNull()
  })
})
