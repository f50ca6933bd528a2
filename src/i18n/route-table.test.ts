import { describe, expect, it } from 'vitest'

import { legacyRedirectTarget } from './legacy-redirects'
import { italianPrefixTarget, otherLanguageTarget, shadowingRoute } from './route-redirects'
import {
  internalPath,
  internalPathnames,
  localizePath,
  matchCurrentPath,
  matchInternalPath,
  matchPublicPath,
  routeName,
} from './route-table'

describe('route table: Italian at the root, English under /en', () => {
  it('puts Italian at the root and English under /en, always with a trailing slash', () => {
    expect(localizePath('/', 'it')).toBe('/')
    expect(localizePath('/', 'en')).toBe('/en/')
    expect(localizePath('/products', 'it')).toBe('/prodotti/')
    expect(localizePath('/products', 'en')).toBe('/en/products/')
    expect(localizePath('/products/sheet/[product]', 'en', { product: 'glen-18' })).toBe('/en/products/sheet/glen-18/')
    expect(localizePath('/our-projects/[project]/collection', 'it', { project: 'mixology' })).toBe(
      '/i-nostri-progetti/mixology/collezione/',
    )
  })

  it('keeps the Italian slugs under /en where a page has no English path of its own', () => {
    expect(localizePath('/news-events/events', 'en')).toBe('/en/news-eventi/eventi/')
    expect(localizePath('/candidates', 'en')).toBe('/en/candidati/')
    expect(localizePath('/blog/authors', 'en')).toBe('/en/blog/authors/')
    expect(localizePath('/why', 'it')).toBe('/perche-vinea/')
    expect(localizePath('/news-events/company-news', 'it')).toBe('/news-eventi/news-vinea/')
  })

  it('refuses to build a path with a missing parameter', () => {
    expect(() => localizePath('/blog/[slug]', 'it')).toThrow(/slug/)
  })

  it('matches every route of the table in both languages, round trip', () => {
    for (const pathname of internalPathnames) {
      for (const locale of ['it', 'en'] as const) {
        const params = Object.fromEntries([...pathname.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], `x-${m[1]}`]))
        const path = localizePath(pathname, locale, params)
        expect(matchPublicPath(path), path).toEqual({ locale, pathname, params })
      }
    }
  })

  it('prefers a static segment to a parameter', () => {
    expect(matchPublicPath('/blog/autori/')?.pathname).toBe('/blog/authors')
    expect(matchPublicPath('/blog/un-articolo/')?.pathname).toBe('/blog/[slug]')
    expect(matchPublicPath('/en/products/news/')?.pathname).toBe('/products/news')
    expect(matchPublicPath('/filosofia/')?.pathname).toBe('/philosophy')
    expect(matchPublicPath('/landing-di-prova/')?.pathname).toBe('/[slug]')
  })

  it('does not match a path of the other language', () => {
    expect(matchPublicPath('/products/')?.pathname).toBe('/[slug]')
    expect(matchPublicPath('/en/prodotti/scheda/x/')).toBeNull()
    expect(matchPublicPath('/prodotti/scheda/x/y/z/')).toBeNull()
  })

  it('recognises the internal paths a rewritten page sees on the server', () => {
    expect(matchInternalPath('/en/why')).toEqual({ locale: 'en', pathname: '/why', params: {} })
    expect(matchInternalPath('/it/products/sheet/x')).toEqual({
      locale: 'it',
      pathname: '/products/sheet/[product]',
      params: { product: 'x' },
    })
    expect(matchInternalPath('/it/blog/authors')?.pathname).toBe('/blog/authors')
    expect(matchInternalPath('/prodotti/')).toBeNull()
  })

  it('reads the current path whichever form usePathname() gives', () => {
    expect(matchCurrentPath('/en/why')?.pathname).toBe('/why')
    expect(matchCurrentPath('/en/why-vinea/')?.pathname).toBe('/why')
    expect(matchCurrentPath('/it/philosophy')?.pathname).toBe('/philosophy')
    expect(matchCurrentPath('/it')).toEqual({ locale: 'it', pathname: '/', params: {} })
    expect(matchCurrentPath('/oltre-3500-etichette/')?.pathname).toBe('/[slug]')
    expect(matchCurrentPath('/en/over-3500-labels')?.params).toEqual({ slug: 'over-3500-labels' })
  })

  it('maps a public path to the file-system route', () => {
    expect(internalPath(matchPublicPath('/prodotti/scheda/gin-laguna/')!)).toBe('/it/products/sheet/gin-laguna')
    expect(internalPath(matchPublicPath('/en/')!)).toBe('/en')
  })

  it('names routes by their segments joined by dashes, so product routes contain "products-"', () => {
    expect(routeName('/products/sheet/[product]')).toBe('products-sheet-product')
    expect(routeName('/products/type/[type]')).toContain('products-')
    expect(routeName('/products')).toBe('products')
    expect(routeName('/')).toBe('index')
  })
})

describe('legacy 301 redirects: old fragments to the news pages, English prefix kept', () => {
  it.each([
    ['/diario/un-vecchio-post/', '/news-eventi/'],
    ['/rassegna-stampa/2019/vecchio/', '/news-eventi/'],
    ['/racconti-in-vigna/vendemmia/', '/news-eventi/eventi/'],
    ['/blog/news/qualcosa/', '/news-eventi/eventi/'],
    ['/storie-enogastronomiche/', '/news-eventi/'],
    ['/en/diario/old/', '/en/news-eventi/'],
    ['/en/news/old', '/en/news-eventi/eventi/'],
  ])('%s → %s', (from, to) => {
    expect(legacyRedirectTarget(from)).toBe(to)
  })

  it('leaves other paths alone', () => {
    expect(legacyRedirectTarget('/prodotti/')).toBeNull()
    expect(legacyRedirectTarget('/en/newsletter/')).toBeNull()
  })
})

describe('/it/… (the default language has no prefix)', () => {
  it.each([
    ['/', '/'],
    ['/prodotti/', '/prodotti/'],
    ['/blog/autori/', '/blog/autori/'],
    ['/oltre-3500-etichette/', '/oltre-3500-etichette/'],
    // The file system's English names: their Italian page.
    ['/products/', '/prodotti/'],
    ['/search/', '/cerca/'],
    ['/products/type/grappa/', '/prodotti/tipologia/grappa/'],
    ['/our-projects/mixology/collection/', '/i-nostri-progetti/mixology/collezione/'],
    ['/page-not-found/', '/404/'],
    // No route of the table: left as they are, for the 404 after the redirect.
    ['/products/listing/all/_/foo.bar/', '/products/listing/all/_/foo.bar/'],
    ['/products/listing/all/_/', '/products/listing/all/_/'],
    ['/products/foo.bar', '/products/foo.bar'],
    ['/products/type/%E0%A4%A/', '/products/type/%E0%A4%A/'],
  ])('%s → %s', (rest, target) => {
    expect(italianPrefixTarget(rest)).toBe(target)
  })
})

describe('shadowingRoute: a parameter that names another route’s folder', () => {
  it.each([
    // The article route with the slug "authors" is the author list's internal path, whose Italian address differs.
    ['/blog/authors/', '/blog/autori/'],
    ['/blog/autori/', null],
    ['/blog/il-ritorno-del-vermouth/', null],
    ['/en/blog/authors/', null],
    ['/prodotti/scheda/qualcosa/', null],
  ])('%s → %s', (path, target) => {
    const match = matchPublicPath(path)
    expect(match).not.toBeNull()
    expect(shadowingRoute(match!)).toBe(target)
  })
})

describe('otherLanguageTarget: a route named in the other language’s words', () => {
  it.each([
    // `/en` put before an Italian address.
    ['/en/prodotti/', '/en/products/'],
    ['/en/contatti/per-horeca/', '/en/contacts/horeca/'],
    ['/en/prodotti/tipologia/grappa/', '/en/products/type/grappa/'],
    // English names without the prefix: the Italian page, as the path has no `/en`.
    ['/products/', '/prodotti/'],
    ['/products/type/grappa/', '/prodotti/tipologia/grappa/'],
    // Routes of their own language, shared names, landing pages and unknown paths stay as they are.
    ['/prodotti/', null],
    ['/en/products/', null],
    ['/blog/', null],
    ['/en/blog/', null],
    ['/oltre-3500-etichette/', null],
    ['/en/oltre-3500-etichette/', null],
    ['/en/nulla/di/qui/', null],
    ['/en/%E0%A4%A/', null],
  ])('%s → %s', (path, target) => {
    expect(otherLanguageTarget(path)).toBe(target)
  })
})
