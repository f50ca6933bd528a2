import { beforeAll, describe, expect, it } from 'vitest'

import { matchesSubstring } from '../fold-text'
import { type CatalogueIndex, buildCatalogueIndex, searchCatalogue } from './catalogue-index'
import { normalizeQuery } from './search'
import { testCatalogue } from './test-catalogue'

let index: CatalogueIndex
beforeAll(async () => {
  index = await buildCatalogueIndex(testCatalogue)
})

const products = async (query: string, locale: 'it' | 'en' = 'it') =>
  (await searchCatalogue(index, query, locale)).products.map((p) => p.code)
const producers = async (query: string, locale: 'it' | 'en' = 'it') =>
  (await searchCatalogue(index, query, locale)).producers.map((p) => p.code)

describe('search normalisation (spec §7.1, issue 4)', () => {
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
    expect(await products('ginepro', 'it')).toEqual(['G1'])
    expect(await products('juniper', 'en')).toEqual(['G1'])
    expect(await products('juniper', 'it')).toEqual([])
  })

  it('stems Italian words: amari finds the amaro', async () => {
    expect(await products('amari')).toEqual(expect.arrayContaining(['A1', 'A2']))
  })

  it('finds producers that have shown products, with a typo too', async () => {
    expect(await producers('alpina')).toEqual(['alpi'])
    expect(await producers('distilleria alpna')).toEqual(['alpi'])
    expect(await producers('alpine', 'en')).toEqual(['alpi'])
  })

  it('never finds a product without a spirit sub-type (spec §7.1)', async () => {
    expect(await products('no sub-type')).toEqual([])
  })

  it('answers nothing for an empty or unmatched query', async () => {
    expect(await searchCatalogue(index, '   ', 'it')).toEqual({ products: [], producers: [] })
    expect(await searchCatalogue(index, 'zzqxj', 'it')).toEqual({ products: [], producers: [] })
  })
})

describe('producer filter list search (spec §5)', () => {
  it('is a case- and accent-insensitive substring match on the label', () => {
    expect(matchesSubstring('Liquorificio del Capo', 'DEL CA')).toBe(true)
    expect(matchesSubstring('Cantina Bàrtoli', 'bartol')).toBe(true)
    expect(matchesSubstring('Cantina Bàrtoli', 'barolo')).toBe(false)
    expect(matchesSubstring('Anything', '  ')).toBe(true)
  })
})
