import { beforeAll, describe, expect, it } from 'vitest'

import type { FacetName, FilterState } from '@/i18n/filter-state'

import { buildCatalogueIndex, type CatalogueIndex, queryListing } from './catalogue-index'
import { testCatalogue } from './test-catalogue'

let index: CatalogueIndex
beforeAll(async () => {
  index = await buildCatalogueIndex(testCatalogue)
})

const state = (facets: FilterState['facets'], page = 1): FilterState => ({ facets, page })

/** `{ code: count }` of one filter list. */
function counts(facets: FilterState['facets'], name: FacetName) {
  const list = queryListing(index, state(facets), 'it').filters.find((f) => f.name === name)!
  return Object.fromEntries(list.entries.map((e) => [e.code, e.count]))
}

const codes = (facets: FilterState['facets'], page = 1, size = 24) =>
  queryListing(index, state(facets, page), 'it', size).cards.map((c) => c.code)

describe('disjunctive facet counts (issue 4) on a hand-made catalogue', () => {
  it('shows only products with a spirit sub-type', () => {
    expect(queryListing(index, state({}), 'it').total).toBe(7)
    expect(codes({})).not.toContain('X1')
  })

  it('counts every value with nothing selected, each list sorted by code', () => {
    expect(counts({}, 'type')).toEqual({ amari: 2, 'juniper-spirits': 2, 'sugar-cane-spirits': 1, whisky: 2 })
    expect(Object.keys(counts({}, 'type'))).toEqual(['amari', 'juniper-spirits', 'sugar-cane-spirits', 'whisky'])
    expect(counts({}, 'producer')).toEqual({ alpi: 2, capo: 2, thames: 3 })
    expect(counts({}, 'novelty')).toEqual({ '1': 3 })
    expect(counts({}, 'color')).toEqual({ ambra: 3 })
    expect(counts({}, 'certification')).toEqual({ 'bio-vegan': 1, biologico: 2 })
  })

  it('lists countries without Italy and only Italian regions', () => {
    expect(counts({}, 'country')).toEqual({ francia: 1, 'regno-unito': 3 })
    // Lazio belongs to a French rum in the data: not an Italian product, so not a region value.
    expect(counts({}, 'region')).toEqual({ calabria: 1, piemonte: 2 })
  })

  it('lists only the pillar projects, counting products with several projects in each', () => {
    expect(counts({}, 'project')).toEqual({ mixology: 3, tradizione: 2 })
  })

  it("a type's count is the sum of its sub-types' counts", () => {
    const spirit = counts({}, 'spirit')
    expect(counts({}, 'type').whisky).toBe(spirit['scotch-whisky'])
    expect(counts({}, 'type').amari).toBe(spirit.amaro)
  })

  it("a facet's counts ignore its own selection and respect the others", () => {
    expect(codes({ type: ['amari'] })).toEqual(['A1', 'A2'])
    // Type counts are unchanged by selecting a type…
    expect(counts({ type: ['amari'] }, 'type')).toEqual(counts({}, 'type'))
    // …while the producer counts follow it.
    expect(counts({ type: ['amari'] }, 'producer')).toEqual({ alpi: 1, capo: 1, thames: 0 })
  })

  it('combines values of one facet with OR', () => {
    expect(codes({ type: ['amari', 'juniper-spirits'] })).toEqual(['A1', 'A2', 'G1', 'G2'])
    expect(counts({ type: ['amari', 'juniper-spirits'] }, 'producer')).toEqual({ alpi: 2, capo: 1, thames: 1 })
    expect(codes({ project: ['mixology', 'tradizione'] })).toEqual(['A1', 'G1', 'G2', 'W2'])
  })

  it('combines facets with AND, each count excluding only its own facet', () => {
    const both = { type: ['amari'], producer: ['alpi'] }
    expect(codes(both)).toEqual(['A1'])
    expect(counts(both, 'type')).toEqual({ amari: 1, 'juniper-spirits': 1, 'sugar-cane-spirits': 0, whisky: 0 })
    expect(counts(both, 'producer')).toEqual({ alpi: 1, capo: 1, thames: 0 })
    expect(counts(both, 'novelty')).toEqual({ '1': 1 })
    expect(counts(both, 'country')).toEqual({ francia: 0, 'regno-unito': 0 })
  })

  it('counts a multi-valued facet disjunctively', () => {
    expect(counts({ project: ['mixology'] }, 'project')).toEqual({ mixology: 3, tradizione: 2 })
    expect(counts({ project: ['mixology'], type: ['whisky'] }, 'project')).toEqual({ mixology: 1, tradizione: 1 })
  })

  it('keeps selected values in the list and marks them, even at zero', () => {
    const list = queryListing(index, state({ type: ['whisky'], producer: ['alpi'] }), 'it').filters
    const producer = list.find((f) => f.name === 'producer')!.entries.find((e) => e.code === 'alpi')!
    const whisky = list.find((f) => f.name === 'type')!.entries.find((e) => e.code === 'whisky')!
    expect(producer).toMatchObject({ selected: true, count: 0 })
    expect(whisky).toMatchObject({ selected: true, count: 0 })
  })

  it("lists only the chosen types' sub-types (a type listing), and every sub-type with no type chosen", () => {
    const spirits = (facets: FilterState['facets']) =>
      queryListing(index, state(facets), 'it')
        .filters.find((f) => f.name === 'spirit')!
        .entries.map((e) => e.code)
    expect(spirits({})).toEqual(['amaro', 'gin', 'rum', 'scotch-whisky'])
    expect(spirits({ type: ['whisky'] })).toEqual(['scotch-whisky'])
    expect(spirits({ type: ['whisky', 'amari'] })).toEqual(['amaro', 'scotch-whisky'])
    // A chosen sub-type of another type stays, marked, so that it can be taken off.
    expect(spirits({ type: ['whisky'], spirit: ['gin'] })).toEqual(['gin', 'scotch-whisky'])
    // A sub-type's own listing keeps its siblings in other types: choosing one adds its products.
    expect(spirits({ spirit: ['gin'] })).toEqual(['amaro', 'gin', 'rum', 'scotch-whisky'])
  })

  it('labels values in the visitor language', () => {
    const en = queryListing(index, state({}), 'en').filters.find((f) => f.name === 'type')!
    expect(en.entries.map((e) => e.label)).toEqual(['Bitters', 'Juniper spirits', 'Sugar cane spirits', 'Whisky'])
    expect(en.entries[0].slug).toBe('amari-en')
  })

  it('ignores codes that name no value', () => {
    const listing = queryListing(index, state({ type: ['vodka'], producer: ['alpi'] }), 'it')
    expect(listing.state.facets).toEqual({ producer: ['alpi'] })
    expect(listing.cards.map((c) => c.code)).toEqual(['A1', 'G1'])
  })
})

describe('listing order and pages', () => {
  it('sorts by title in the visitor language, accents folded', () => {
    expect(codes({})).toEqual(['A1', 'A2', 'G1', 'G2', 'R1', 'W2', 'W1'])
  })

  it('pages through the results', () => {
    expect(codes({}, 1, 2)).toEqual(['A1', 'A2'])
    expect(codes({}, 4, 2)).toEqual(['W1'])
    const listing = queryListing(index, state({}, 2), 'it', 2)
    expect(listing).toMatchObject({ page: 2, totalPages: 4, total: 7 })
  })

  it('answers a page past the end with the last page', () => {
    const listing = queryListing(index, state({}, 9), 'it', 2)
    expect(listing.page).toBe(4)
    expect(listing.cards.map((c) => c.code)).toEqual(['W1'])
  })

  it('has one empty page when nothing matches', () => {
    const listing = queryListing(index, state({ type: ['whisky'], country: ['francia'] }), 'it')
    expect(listing).toMatchObject({ total: 0, page: 1, totalPages: 1, cards: [] })
  })

  it('gives cards with producer, certification and pillar project codes', () => {
    const [w2] = queryListing(index, state({ certification: ['biologico'], type: ['whisky'] }), 'en').cards
    expect(w2).toEqual({
      code: 'W2',
      title: 'Whisky Àrdbeg (en)',
      slug: 'w2-en',
      producer: 'Thames & Co.',
      image: null,
      certification: 'biologico',
      projects: ['tradizione', 'mixology'],
    })
  })
})

describe('the products’ other filters (issue 15, item 1): the same disjunctive counts', () => {
  it('counts style, vintage and featured with nothing selected: style by code (spec §7.6), vintage in the taxonomy’s order', () => {
    expect(counts({}, 'style')).toEqual({ invecchiato: 2, classico: 2 })
    expect(Object.keys(counts({}, 'style'))).toEqual(['classico', 'invecchiato'])
    // (Read from the list: an object would put number-like keys in ascending order.)
    const vintages = queryListing(index, state({}), 'it').filters.find((f) => f.name === 'vintage')!
    expect(vintages.entries.map((e) => e.code)).toEqual(['2019', '2015'])
    expect(counts({}, 'vintage')).toEqual({ '2019': 1, '2015': 1 })
    expect(counts({}, 'featured')).toEqual({ '1': 1 })
    // No product has a bottle size: the list is empty (the panel leaves it out).
    expect(counts({}, 'format')).toEqual({})
  })

  it('values of one facet combine with OR, facets with AND', () => {
    expect(codes({ style: ['invecchiato'] }).sort()).toEqual(['R1', 'W2'])
    expect(codes({ vintage: ['2015', '2019'] }).sort()).toEqual(['R1', 'W2'])
    expect(codes({ style: ['invecchiato'], vintage: ['2015'] })).toEqual(['W2'])
    expect(codes({ style: ['classico'], vintage: ['2015'] })).toEqual([])
    expect(codes({ featured: ['1'], type: ['whisky'] })).toEqual(['W2'])
  })

  it('each facet’s counts ignore its own selection and respect the others', () => {
    const selected = { style: ['invecchiato'], vintage: ['2015'] }
    // Style counts under vintage 2015 only; vintage counts under the aged style only.
    expect(counts(selected, 'style')).toEqual({ invecchiato: 1, classico: 0 })
    expect(counts(selected, 'vintage')).toEqual({ '2019': 1, '2015': 1 })
    expect(counts(selected, 'type')).toEqual({ amari: 0, 'juniper-spirits': 0, 'sugar-cane-spirits': 0, whisky: 1 })
    expect(counts({ type: ['amari'] }, 'style')).toEqual({ invecchiato: 0, classico: 1 })
    expect(counts({ type: ['amari'] }, 'featured')).toEqual({ '1': 0 })
  })
})
