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

  // Spec "Search result limit: 50 per list". The twenty-seventh check from outside read "50 products" where 50 was
  // only that limit: the page, its heading and the header's answer say a list has more.
  it.each([
    ['it', 'vino', 'più di 50 prodotti', 'I primi 50 prodotti', 'Sono mostrati solo i primi 50 di ogni elenco'],
    ['en', 'wine', 'more than 50 products', 'The first 50 products', 'Only the first 50 of each list are shown'],
  ])('in %s, says a list goes on past the 50 it shows (%s)', async (locale, query, summary, heading, limited) => {
    const html = await text(`${locale === 'it' ? '/cerca/' : '/en/search/'}?q=${query}`)
    expect(html).toContain(summary)
    expect(html).toContain(heading)
    expect(html).toContain(limited)
    const api = (await (await fetch(`${base}/api/search/?q=${query}&locale=${locale}`)).json()) as {
      products: unknown[]
      more: { products: boolean; producers: boolean }
    }
    expect(api.products).toHaveLength(50)
    expect(api.more).toEqual({ products: true, producers: false })
  })

  it.each([
    ['it', 'grappa', /Risultati: \d+ prodotti e 0 produttori/],
    ['en', 'grappa', /Results: \d+ products and 0 producers/],
  ])('in %s, a list of fewer than 50 is counted as it is (%s)', async (locale, query, summary) => {
    const html = await text(`${locale === 'it' ? '/cerca/' : '/en/search/'}?q=${query}`)
    expect(html).toMatch(summary)
    // (The messages travel with the page for its search box: the sentence with its number is what is shown.)
    expect(html).not.toContain(locale === 'it' ? 'Sono mostrati solo i primi 50' : 'Only the first 50')
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
