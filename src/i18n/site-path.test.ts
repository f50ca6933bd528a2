import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { localPath, sitePath } from './site-path'

/** How a browser reads a `Location` header on a page of the site. */
const site = 'https://www.vinea.example/blog/un-articolo/'
const followed = (location: string) => new URL(location, site)

/** Paths made of the pieces that fool path checks: dots, slashes, backslashes, tabs, encodings, hosts. */
const trickyPath = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '..',
      '.',
      '%2e',
      '%2f',
      '%5c',
      '\t',
      '\n',
      ' ',
      '@',
      ':',
      'evil.example',
      'blog',
      '?',
      '#',
      'x',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''))

describe('redirect targets (issue 16, finding 5)', () => {
  it.each([
    ['/blog/un-articolo/', '/blog/un-articolo/'],
    ['/en/news-eventi/articolo/a-story/', '/en/news-eventi/articolo/a-story/'],
    ['/serate-a-tema/', '/serate-a-tema/'],
    ['/prodotti/?q=grappa', '/prodotti/?q=grappa'],
  ])('sitePath keeps a page of this site: %s', (raw, expected) => {
    expect(sitePath(raw)).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://example.com/blog/x/',
    '//example.com/blog/x/',
    '/\\example.com/',
    'blog/x/',
    'javascript:alert(1)',
    '/non/esiste/affatto/',
    // Found by the security review: normalised by the URL parser into `//evil.example`.
    '/..//evil.example',
    '/./..//evil.example/',
    '/\t/evil.example/',
  ])('sitePath refuses anything else: %j', (raw) => {
    expect(sitePath(raw)).toBeNull()
  })

  it.each([
    ['/..//evil.example', '/evil.example'],
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['https://evil.example/x', '/https://evil.example/x'],
    ['/en/blog/?page=2', '/en/blog/?page=2'],
  ])('localPath(%j) is %j', (raw, expected) => {
    expect(localPath(raw)).toBe(expected)
  })

  it('property: for any input, the target of sitePath and localPath has the site’s origin', () => {
    const sameOrigin = (target: string) => {
      expect(target.startsWith('/')).toBe(true)
      expect(followed(target).origin).toBe(new URL(site).origin)
    }
    fc.assert(
      fc.property(fc.oneof(trickyPath, fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        sameOrigin(localPath(raw))
        const target = sitePath(raw)
        if (target !== null) sameOrigin(target)
      }),
      { numRuns: 5000 },
    )
  })
})
