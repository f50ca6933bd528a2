import { describe, expect, it } from 'vitest'

import { base } from '../support/http'

/** The search's own page in both languages: results, the no-results message, the empty form. */
const text = async (path: string) => {
  const res = await fetch(base + path)
  expect(res.status).toBe(200)
  return res.text()
}

describe('the search page (/cerca/, /en/search/)', () => {
  it.each([
    ['it', '/cerca/?q=glen+corran', 'Risultati per «glen corran»', 'Glen Corran Distillers'],
    ['en', '/en/search/?q=glen+corran', 'Results for “glen corran”', 'Glen Corran Distillers'],
  ])('in %s, shows the products and producers the header search finds', async (_, path, heading, producer) => {
    const html = await text(path)
    expect(html).toContain(heading)
    expect(html).toContain(producer)
    expect(html).toMatch(/Glen Corran 18/)
    // The same answer as the header's search.
    const locale = path.startsWith('/en/') ? 'en' : 'it'
    const api = (await (await fetch(`${base}/api/search/?q=glen%20corran&locale=${locale}`)).json()) as {
      products: { code: string }[]
    }
    for (const { code } of api.products.slice(0, 5)) expect(html).toContain(code.toLowerCase())
  })

  it.each([
    ['it', '/cerca/?q=amaro+alle+erbe', 'Risultati per «amaro alle erbe»', 'Amaro Aimasso 36 Erbe'],
    ['en', '/en/search/?q=grappa+of+moscato', 'Results for “grappa of moscato”', 'Moscato Grappa Aged in Acacia'],
  ])("in %s, finds a phrase's products without its connecting words", async (_, path, heading, title) => {
    const html = await text(path)
    expect(html).toContain(heading)
    expect(html).toContain(title)
  })

  // The seventeenth check from outside: `caffè` on the English site listed fifty products two letters from it.
  it.each([
    ['en', 'caffè', /coffee|espresso/i],
    ['en', 'cafe', /coffee|espresso/i],
    ['it', 'coffee', /caff[eè]|espresso/i],
  ])("in %s, finds the other language's word (%s) rather than its typos", async (locale, query, kind) => {
    const api = (await (await fetch(`${base}/api/search/?q=${encodeURIComponent(query)}&locale=${locale}`)).json()) as {
      products: { title: string }[]
    }
    expect(api.products.length).toBeGreaterThan(0)
    expect(api.products.length).toBeLessThan(10)
    for (const { title } of api.products) expect(title).toMatch(kind)
  })

  it.each([
    ['it', '/cerca/?q=zzzqqq', 'Nessun risultato', 'Nessun prodotto o produttore corrisponde a «zzzqqq»'],
    ['en', '/en/search/?q=zzzqqq', 'No results', 'No product or producer matches “zzzqqq”'],
  ])('in %s, says so when nothing matches', async (_, path, title, hint) => {
    const html = await text(path)
    expect(html).toContain(`<h2>${title}</h2>`)
    expect(html).toContain(`<p>${hint.replace(/'/g, '&#x27;')}`)
  })

  it('names the same search in the other language, for the language link', async () => {
    const html = await text('/en/search/?q=glen+corran')
    expect(html).toMatch(/<link rel="alternate" hrefLang="it" href="[^"]*\/cerca\/\?q=glen\+corran"/)
    expect(await text('/cerca/?q=grappa')).toMatch(
      /<link rel="alternate" hrefLang="en" href="[^"]*\/en\/search\/\?q=grappa"/,
    )
  })

  it('without a query shows the form only, sent to the page in its language', async () => {
    const it_ = await text('/cerca/')
    expect(it_).toMatch(/<form[^>]*action="\/cerca\/"/)
    expect(it_).toContain('Cerca nel catalogo')
    const en = await text('/en/search/')
    expect(en).toMatch(/<form[^>]*action="\/en\/search\/"/)
    expect(en).not.toContain('<h2>No results</h2>')
  })
})
