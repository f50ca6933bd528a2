import { beforeAll, describe, expect, it } from 'vitest'

import { buildCatalogueIndex, type CatalogueIndex, searchCatalogue } from './catalogue-index'
import { buildLocaleSearch, normalizeQuery, SEARCH_LIMIT, searchLocale } from './search'
import { testCatalogue } from './test-catalogue'

let index: CatalogueIndex
const nothingFound = { products: [], producers: [], more: { products: false, producers: false } }
beforeAll(async () => {
  index = await buildCatalogueIndex(testCatalogue)
})

const products = async (query: string, locale: 'it' | 'en' = 'it') =>
  (await searchCatalogue(index, query, locale)).products.map((p) => p.code)
const producers = async (query: string, locale: 'it' | 'en' = 'it') =>
  (await searchCatalogue(index, query, locale)).producers.map((p) => p.code)

describe('search normalisation: accents, case, stems and typos (issue 4)', () => {
  it('folds accents, case and spaces', () => {
    expect(normalizeQuery('  Whisky   ÀRDBEG ')).toBe('whisky ardbeg')
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(100)
  })

  it('finds a title with or without its accents', async () => {
    expect(await products('ardbeg')).toEqual(['W2'])
    expect(await products('Àrdbeg')).toEqual(['W2'])
  })

  it('tolerates a typo per word', async () => {
    expect(await products('wisky highland')).toEqual(['W1'])
    expect(await products('amaro alpno')).toContain('A1')
  })

  it('matches the code exactly, without its typo neighbours', async () => {
    expect(await products('g2')).toEqual(['G2'])
  })

  it('matches producer, denomination and grapes in the visitor language', async () => {
    expect(await products('thames')).toEqual(expect.arrayContaining(['G2', 'W1', 'W2']))
    expect(await products('single malt')).toEqual(['W1'])
    // G1's grapes name gentian; G2's do not. (Both gins are juniper spirits, found by that type in either language.)
    expect(await products('genziana', 'it')).toEqual(['G1'])
    expect(await products('gentian', 'en')).toEqual(['G1'])
    // Each language's index holds its own words only (the other language's is asked apart: below).
    expect(searchLocale(index.search.it, 'juniper')).toEqual(nothingFound)
  })

  // The seventh check from outside: the search page asks for "a type", and the menu's own labels found nothing.
  it("matches a product's type and sub-type by the labels of the visitor's language", async () => {
    expect(await products('distillati di ginepro', 'it')).toEqual(expect.arrayContaining(['G1', 'G2']))
    expect(await products('juniper spirits', 'en')).toEqual(expect.arrayContaining(['G1', 'G2']))
    expect(searchLocale(index.search.it, 'juniper spirits')).toEqual(nothingFound)
    expect(await products('bitters', 'en')).toEqual(expect.arrayContaining(['A1', 'A2']))
    expect(await products('scotch', 'it')).toContain('W1')
  })

  // The seventeenth check from outside: `caffè` on the English site listed 50 products two letters from it.
  it("finds the other language's words, exact or begun, where the visitor's find nothing, before any typo", async () => {
    expect(await products('juniper', 'it')).toEqual(expect.arrayContaining(['G1', 'G2']))
    expect(await products('juniper spirits', 'it')).toEqual(expect.arrayContaining(['G1', 'G2']))
    expect(await products('genziana', 'en')).toEqual(['G1'])
    // Begun: "Ginepro" in G1's grapes and in both gins' type, "Distillati di ginepro".
    expect(await products('ginepr', 'en')).toEqual(['G1', 'G2'])
    // The visitor's own words first: English holds `amaro` (the titles), and the other language is not asked.
    expect(await products('amaro', 'en')).toEqual(['A1', 'A2'])
    // Typos stay the visitor's language's: `juniprr` is found in English only, and not on the Italian site.
    expect(await products('juniprr', 'en')).toEqual(expect.arrayContaining(['G1', 'G2']))
    expect(await products('juniprr', 'it')).toEqual([])
  })

  it('stems Italian words: amari finds the amaro', async () => {
    expect(await products('amari')).toEqual(expect.arrayContaining(['A1', 'A2']))
  })

  it('finds producers that have shown products, with a typo too', async () => {
    expect(await producers('alpina')).toEqual(['alpi'])
    expect(await producers('distilleria alpna')).toEqual(['alpi'])
    expect(await producers('alpine', 'en')).toEqual(['alpi'])
  })

  it('never finds a product without a spirit sub-type', async () => {
    expect(await products('no sub-type')).toEqual([])
  })

  it('answers nothing for an empty or unmatched query', async () => {
    expect(await searchCatalogue(index, '   ', 'it')).toEqual(nothingFound)
    expect(await searchCatalogue(index, 'zzqxj', 'it')).toEqual(nothingFound)
  })
})

describe('search ranking and matching (issue 4)', () => {
  it('matches each word in any field: a type and a producer', async () => {
    expect(await products('gin thames')).toEqual(['G2'])
    expect(await products('amaro capo')).toEqual(['A2'])
    expect(await products('rum alpina')).toEqual([])
  })

  it('lists equal matches in title order', async () => {
    // All three match by their producer alone; "Whisky Àrdbeg" sorts before "Whisky Highland".
    expect(await products('thames')).toEqual(['G2', 'W2', 'W1'])
  })

  it('gives the same answers whatever was asked before', async () => {
    const first = await searchCatalogue(index, 'whisky', 'it')
    await searchCatalogue(index, 'gin thames', 'it')
    await searchCatalogue(index, 'wisky highlnd', 'en')
    expect(await searchCatalogue(index, 'whisky', 'it')).toEqual(first)
  })

  const titles = (docs: string[], query: string) => {
    const search = buildLocaleSearch(
      'it',
      docs.map((title, position) => ({
        position,
        code: `C${position}`,
        title,
        producer: '',
        denomination: '',
        grapes: '',
        kind: '',
      })),
      [],
    )
    return searchLocale(search, query).products.map((p) => docs[p])
  }

  it('ranks an exact word before a completion, and a completion before a typo', () => {
    expect(titles(['Amarena Fabbri', 'Amaro Alpino', 'Amaretto Sereno'], 'amaro')).toEqual([
      'Amaro Alpino',
      'Amarena Fabbri',
      'Amaretto Sereno',
    ])
    // No exact match for "alpno": one typo is allowed, and the exact "amaro" still counts most.
    expect(titles(['Amarena Alpina', 'Amaro Alpino', 'Amaro Bosco'], 'amaro alpno')).toEqual([
      'Amaro Alpino',
      'Amarena Alpina',
    ])
  })

  it('corrects only the words the catalogue does not hold', () => {
    // "nerx" is a typo; "rum" is a word of the catalogue, so it is not read as "run".
    expect(titles(['Rum Nero', 'Run Nera', 'Rum Bianco'], 'rum nerx')).toEqual(['Rum Nero'])
    expect(titles(['Rum Nero', 'Run Nera', 'Rum Bianco'], 'rumn nerx')).toEqual(['Rum Nero', 'Run Nera'])
  })

  it('splits words at hyphens and apostrophes', () => {
    expect(titles(['Grappa di Müller-Thurgau', "Valle d'Aosta"], 'thurgau')).toEqual(['Grappa di Müller-Thurgau'])
    expect(titles(['Grappa di Müller-Thurgau', "Valle d'Aosta"], 'aosta')).toEqual(["Valle d'Aosta"])
  })

  it("finds a phrase's words without the connecting ones when the whole phrase finds nothing", () => {
    const docs = ['Amaro Aimasso 36 Erbe', 'Amaro del Capo', 'Grappa Moscato', 'Gin Tonic Set', 'Rosolio Bianco']
    expect(titles(docs, 'amaro alle erbe')).toEqual(['Amaro Aimasso 36 Erbe'])
    expect(titles(docs, 'grappa di moscato')).toEqual(['Grappa Moscato'])
    expect(titles(docs, 'gin and tonic')).toEqual(['Gin Tonic Set'])
    // The whole phrase first: all three words of "Amaro del Capo" find it alone, not every amaro.
    expect(titles(docs, 'amaro del capo')).toEqual(['Amaro del Capo'])
    // Connecting words alone are searched as they are; a content word still has to match.
    expect(titles(docs, 'del')).toEqual(['Amaro del Capo'])
    expect(titles(docs, 'amaro alle rose')).toEqual([])
    // With a typo too: the typo step comes after the exact words without the connecting ones.
    expect(titles(docs, 'amro alle erbe')).toEqual(['Amaro Aimasso 36 Erbe'])
  })

  // Spec "Search result limit: 50 per list"; the twenty-seventh check from outside read "50 products" where 50 was only
  // that limit: the answer says which list had more.
  it('shows at most 50 of each list, and says when a list had more matches', () => {
    const docs = (count: number) =>
      Array.from({ length: count }, (_, position) => ({
        position,
        code: `G${position}`,
        title: `Grappa ${position}`,
        producer: '',
        denomination: '',
        grapes: '',
        kind: '',
      }))
    const many = searchLocale(buildLocaleSearch('it', docs(51), []), 'grappa')
    expect(many.products).toHaveLength(SEARCH_LIMIT)
    expect(many.more).toEqual({ products: true, producers: false })
    const fifty = searchLocale(buildLocaleSearch('it', docs(50), []), 'grappa')
    expect(fifty.products).toHaveLength(SEARCH_LIMIT)
    expect(fifty.more).toEqual({ products: false, producers: false })
  })

  it('answers an empty catalogue with empty lists', () => {
    expect(searchLocale(buildLocaleSearch('en', [], []), 'gin')).toEqual(nothingFound)
  })

  it('finds a code by its beginning, the code itself first, and never stems it', () => {
    // Without a title order, equal matches keep the documents' order.
    expect(titles(['Uno', 'Due', 'Tre'], 'c')).toEqual(['Uno', 'Due', 'Tre'])
    const codes = ['V1', 'V10', 'V11', 'AMARI', 'X'].map((code, position) => ({
      position,
      code,
      title: code === 'X' ? 'Amaro' : 'x',
      producer: '',
      denomination: '',
      grapes: '',
      kind: '',
    }))
    const search = buildLocaleSearch('it', codes, [], [4, 3, 2, 1, 0])
    expect(searchLocale(search, 'v1').products).toEqual([0, 2, 1])
    // "amaro" and "amari" share their stem, but the code is matched as typed.
    expect(searchLocale(search, 'amaro').products).toEqual([4])
  })
})

describe('search ranking across fields and typo allowance (issue 11; cases in test-catalogue.ts)', () => {
  it('ranks an exact word in any field before a completion in any field', async () => {
    // "alpi": a word of G1's grapes, the lightest field; the beginning of "Alpino" in A1's title, the heaviest.
    expect(await products('alpi')).toEqual(['G1', 'A1'])
  })

  it('allows a word of four letters one typo, counted on the word as written', async () => {
    // "amro" is one typo from "amaro", although their stems ("amro", "amar") are two apart.
    expect(await products('amro')).toEqual(['A1', 'A2'])
    expect(await products('amro capo')).toEqual(['A2'])
    expect(await products('rumx')).toEqual(['R1'])
  })

  it('allows a word of three letters no typo', async () => {
    expect(await products('rux')).toEqual([])
    expect(await products('gim')).toEqual([])
  })
})
