import { describe, expect, it } from 'vitest'

import { alternatePath } from './alternate-path'

describe("the language switcher's link in the server's HTML", () => {
  it('a page of the route table: the same page in the other language', () => {
    expect(alternatePath('/prodotti/', 'en', ['(default)', 'products'])).toBe('/en/products/')
    expect(alternatePath('/en/contacts/horeca/', 'it')).toBe('/contatti/per-horeca/')
    expect(alternatePath('/blog/autori/valueOf/', 'en', ['(default)', 'blog', 'authors', 'valueOf'])).toBe(
      '/en/blog/authors/valueOf/',
    )
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
