import { beforeEach, describe, expect, it } from 'vitest'

import { buildCatalogueIndex, type CatalogueIndex, queryListing, searchCatalogue } from './catalogue-index'
import { patchProducts, rebuildSearch } from './patch'
import { testCatalogue } from './test-catalogue'

let index: CatalogueIndex
beforeEach(async () => {
  index = await buildCatalogueIndex(structuredClone(testCatalogue))
})

const titles = () => queryListing(index, { facets: {}, page: 1 }, 'it').cards.map((c) => c.title)
const record = (code: string) => structuredClone(index.products.find((p) => p.code === code)!)

describe('a content edit patched into the catalogue index (decision 030)', () => {
  it('a new title shows on the card, in its place in the title order, and the search finds it once rebuilt', async () => {
    const renamed = { ...record('A1'), title: { it: 'Zucca Amara', en: 'Zucca Bitter' } }
    expect(patchProducts(index, [renamed])).toEqual({ search: true })
    expect(titles().at(-1)).toBe('Zucca Amara')
    expect(titles()).toEqual([...titles()].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' })))
    rebuildSearch(index)
    expect((await searchCatalogue(index, 'zucca', 'it')).products.map((p) => p.code)).toEqual(['A1'])
  })

  it('a listing counted before the edit is not served again after it (its order changed)', () => {
    const before = titles()
    patchProducts(index, [{ ...record('A1'), title: { it: 'Zucca Amara', en: 'Zucca Bitter' } }])
    expect(titles()).not.toEqual(before)
    expect(titles().at(-1)).toBe('Zucca Amara')
  })

  it('a new picture changes the card only; filter values are left to a rebuild', () => {
    const image = { card: '/c.webp', card2x: '/c2.webp', small: '/s.webp', alt: { it: 'a', en: 'a' } }
    const before = queryListing(index, { facets: { type: ['amari'] }, page: 1 }, 'it').total
    expect(patchProducts(index, [{ ...record('A1'), image, type: null, novelty: false }])).toEqual({ search: false })
    expect(queryListing(index, { facets: {}, page: 1 }, 'it').cards.find((c) => c.code === 'A1')?.image?.card).toBe(
      '/c.webp',
    )
    expect(queryListing(index, { facets: { type: ['amari'] }, page: 1 }, 'it').total).toBe(before)
  })

  it('a product the index does not show is ignored, and the same patch twice changes nothing', () => {
    expect(patchProducts(index, [{ ...record('A1'), id: 999 }])).toEqual({ search: false })
    expect(patchProducts(index, [record('A1')])).toEqual({ search: false })
  })

  it("a product written in one language only: its cards in the other say the title's language, until it is translated", () => {
    const card = (locale: 'it' | 'en') =>
      queryListing(index, { facets: {}, page: 1 }, locale).cards.find((c) => c.code === 'A1')!
    const italianOnly = { ...record('A1'), title: { it: 'Amaro Zeta', en: 'Amaro Zeta' }, writtenIn: 'it' as const }
    patchProducts(index, [italianOnly])
    expect([card('it').lang, card('en').lang]).toEqual([undefined, 'it'])
    // The English title reads like the Italian: no text changes, only the language.
    patchProducts(index, [{ ...italianOnly, writtenIn: undefined }])
    expect([card('it').lang, card('en').lang]).toEqual([undefined, undefined])
    expect(card('en')).not.toHaveProperty('lang')
  })
})
