import { describe, expect, it } from 'vitest'

import { alternatePath, linkInLocale } from './alternate-path'
import { encodeSearchSegment } from './search-paths'

describe("the language switcher's link in the server's HTML", () => {
  it('a page of the route table: the same page in the other language', () => {
    expect(alternatePath('/prodotti/', 'en', ['(default)', 'products'])).toBe('/en/products/')
    expect(alternatePath('/en/contacts/horeca/', 'it')).toBe('/contatti/per-horeca/')
    expect(alternatePath('/blog/autori/valueOf/', 'en', ['(default)', 'blog', 'authors', 'valueOf'])).toBe(
      '/en/blog/authors/valueOf/',
    )
  })

  it('a product listing keeps its page number and filters, which the internal path it renders carries', () => {
    expect(alternatePath('/it/products/listing/all/_/page%3D2', 'en')).toBe('/en/products/?page=2')
    expect(alternatePath('/en/products/listing/type/scotch-whisky/page%3D3', 'it')).toBe(
      '/prodotti/tipologia/scotch-whisky/?page=3',
    )
    expect(alternatePath('/it/products/listing/all/_/_', 'en')).toBe('/en/products/')
    // The public path, as usePathname() may give it, and the internal route's segments.
    expect(alternatePath('/prodotti/', 'en', ['(default)', 'products', 'listing', 'all', '_', 'page%3D2'])).toBe(
      '/en/products/?page=2',
    )
  })

  it('the search page keeps its words, which its internal path carries (never another parameter, never a path)', () => {
    const words = encodeSearchSegment('rosso & bianco')
    expect(alternatePath(`/it/search/${words}`, 'en')).toBe('/en/search/?q=rosso+%26+bianco')
    expect(alternatePath('/en/search/', 'it', ['(default)', 'search', words])).toBe('/cerca/?q=rosso+%26+bianco')
    expect(alternatePath('/it/search', 'en', ['(default)', 'search'])).toBe('/en/search/')
    const hostile = encodeSearchSegment('"><script>alert(1)</script>//evil.example/')
    expect(alternatePath(`/en/search/${hostile}`, 'it')).toBe(
      '/cerca/?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E%2F%2Fevil.example%2F',
    )
    // A segment the proxy never makes: the search page without words.
    expect(alternatePath('/cerca/', 'en', ['(default)', 'search', '%2F..%2F'])).toBe('/en/search/')
  })

  it('the 404 page, one render for every unknown path: the other 404 page, whatever path it was rendered for', () => {
    expect(alternatePath('/en/blog/a-planted-link/', 'it', ['(default)', 'page-not-found'])).toBe('/404/')
    expect(alternatePath('/pagina-inesistente/', 'en', ['(default)', 'page-not-found'])).toBe('/en/404/')
  })

  it("a landing page, whose slug the route table does not know in the other language: the same slug there, which the page redirects to that language's slug", () => {
    expect(alternatePath('/oltre-3500-etichette/', 'en', ['(default)', 'oltre-3500-etichette'])).toBe(
      '/en/oltre-3500-etichette/',
    )
    expect(alternatePath('/en/over-3500-labels/', 'it')).toBe('/over-3500-labels/')
  })
})

describe("linkInLocale: an editor's link on a page of one language (the eighth check from outside)", () => {
  it("leads a link to the other language's page to this language's", () => {
    expect(linkInLocale('/prodotti/tipologia/grappa/', 'en')).toBe('/en/products/type/grappa/')
    expect(linkInLocale('/en/products/type/grappa/', 'it')).toBe('/prodotti/tipologia/grappa/')
    // A landing page's slug, under this language's path (the page redirects to its own slug).
    expect(linkInLocale('/serate-della-grappa/', 'en')).toBe('/en/serate-della-grappa/')
    // Its query and fragment kept.
    expect(linkInLocale('/contatti/?richiesta=listino#modulo', 'en')).toBe('/en/contacts/?richiesta=listino#modulo')
  })

  it("leaves a link to this language's page, a file and another site as they are", () => {
    expect(linkInLocale('/en/products/', 'en')).toBe('/en/products/')
    expect(linkInLocale('/prodotti/', 'it')).toBe('/prodotti/')
    expect(linkInLocale('/api/media/file/listino.pdf', 'en')).toBe('/api/media/file/listino.pdf')
    expect(linkInLocale('https://example.com/', 'en')).toBe('https://example.com/')
    expect(linkInLocale('//evil.example/', 'en')).toBe('//evil.example/')
  })
})
