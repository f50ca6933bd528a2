import { describe, expect, it } from 'vitest'

import { sitePath } from './site-path'

describe('sitePath: where the preview routes may send a visitor', () => {
  it.each([
    ['/blog/un-articolo/', '/blog/un-articolo/'],
    ['/en/news-eventi/articolo/a-story/', '/en/news-eventi/articolo/a-story/'],
    ['/serate-a-tema/', '/serate-a-tema/'],
    ['/prodotti/?q=grappa', '/prodotti/?q=grappa'],
  ])('keeps a page of this site: %s', (raw, expected) => {
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
  ])('refuses anything else: %s', (raw) => {
    expect(sitePath(raw)).toBeNull()
  })
})
