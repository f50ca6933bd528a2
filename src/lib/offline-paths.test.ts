import { describe, expect, it } from 'vitest'

import { decodedPath, neverKept } from './offline-paths'

const url = (path: string) => new URL(path, 'https://vinea.example')

describe('what the service worker never keeps offline (issue 13, item 6)', () => {
  it.each([
    '/admin/',
    '/api/search/?q=gin',
    '/reserved-area/',
    '/en/reserved-area/news/',
    '/login/',
    '/en/login/reset-password/',
    '/_next/data/x/y.json',
  ])('the admin, the API, the reserved area and its login: %s', (path) => {
    expect(neverKept(url(path))).toBe(true)
  })

  it.each(['/%72eserved-area/', '/reserved-are%61/news/', '/en/%72eserved-area/', '/%61dmin/', '/%61pi/customers/'])(
    'the same paths written with escapes, as the site reads them: %s',
    (path) => {
      expect(neverKept(url(path))).toBe(true)
    },
  )

  it.each(['/newsletter/disiscrizione/?token=abc', '/en/newsletter/confirm/?token=abc', '/prodotti/?token=x'])(
    'a link mailed to one person (its token): %s',
    (path) => {
      expect(neverKept(url(path))).toBe(true)
    },
  )

  it.each([
    '/',
    '/en/',
    '/prodotti/',
    '/prodotti/scheda/gin-x/',
    '/api/media/file/bottle-x.webp',
    '/api/age-gate/style/',
    '/newsletter/',
    '/reserved-area-info/',
  ])('keeps the public pages, the pictures and the age gate’s stylesheet: %s', (path) => {
    expect(neverKept(url(path))).toBe(false)
  })

  it('decodes each segment, leaving one that does not decode as it is', () => {
    expect(decodedPath('/a%2Fb/%E0%A4%A/%63')).toBe('/a/b/%E0%A4%A/c')
  })
})
