import { describe, expect, it } from 'vitest'

import { isExternalHref, linkHref } from './link-href'

describe('linkHref: the addresses an editor may link to', () => {
  it.each([
    '/vini/',
    '/en/wines/?type=red#top',
    '#contatti',
    'https://www.example.com/path?q=1',
    'HTTP://example.com',
    'mailto:ordini@vinea.demo',
    'tel:+39045000000',
    'tel:+39 045 000 000',
    'http://example.com/',
    "https://it.wikipedia.org/wiki/L'Aquila",
  ])('keeps %s', (href) => {
    expect(linkHref(href)).toBe(href)
  })

  it('trims the spaces an editor typed around it', () => {
    expect(linkHref('  https://example.com/ ')).toBe('https://example.com/')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' jAvAsCrIpT:alert(1)',
    'java\tscript:alert(1)',
    'https://ex\nample.com',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/\\evil.example/',
    'https:///evil',
    'ftp://files.example.com/',
    'www.example.com',
    '/prodotti/" onmouseover="alert(1)',
    '/prodotti/nuovi arrivi/',
    'https://example.com/<b>',
    'mailto:a@b.it"x',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (href) => {
    expect(linkHref(href)).toBeNull()
  })

  it('tells addresses that leave the site from the site’s own', () => {
    expect(isExternalHref('https://example.com')).toBe(true)
    expect(isExternalHref('/vini/')).toBe(false)
    expect(isExternalHref('mailto:a@b.it')).toBe(false)
  })
})
