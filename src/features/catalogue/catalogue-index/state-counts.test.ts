import { beforeAll, describe, expect, it } from 'vitest'

import { buildCatalogueIndex, type CatalogueIndex, queryListing } from './catalogue-index'
import { countFacets } from './facet-counts'
import { relatedPositions } from './related'
import { countState, KEPT_STATES } from './state-counts'
import { testCatalogue } from './test-catalogue'

let index: CatalogueIndex
beforeAll(async () => {
  index = await buildCatalogueIndex(structuredClone(testCatalogue))
})

describe('a listing state counted once for all its pages', () => {
  it('pages of one state read one count, the same as counting afresh', () => {
    const amari = { facets: { type: ['amari'] }, page: 1 }
    const first = countState(index.columns, amari, index.order.it)
    expect(countState(index.columns, { ...amari, page: 2 }, index.order.it)).toBe(first)
    const fresh = countFacets(index.columns, amari, index.order.it)
    expect(first.matches).toBe(fresh.matches)
    expect(first.counts).toEqual(fresh.counts)
  })

  it('walking the pages gives every matching product once, in order', () => {
    const all = queryListing(index, { facets: {}, page: 1 }, 'en', 1000).ids
    const pages = Math.ceil(all.length / 2)
    const walked = []
    for (let page = 1; page <= pages; page++) walked.push(...queryListing(index, { facets: {}, page }, 'en', 2).ids)
    expect(walked).toEqual(all)
    // A page past the last shows the last.
    expect(queryListing(index, { facets: {}, page: 999 }, 'en', 2).ids).toEqual(all.slice((pages - 1) * 2))
  })

  it(`keeps the ${KEPT_STATES} states read last`, () => {
    const order = index.order.en
    const state = (n: number) => ({ facets: { producer: [`P${n}`] }, page: 1 })
    const first = countState(index.columns, state(0), order)
    for (let n = 1; n <= KEPT_STATES; n++) countState(index.columns, state(n), order)
    expect(countState(index.columns, state(0), order)).not.toBe(first)
  })
})

describe("a sheet's related products", () => {
  // What the sheet showed before the groups: one walk of the language's order.
  function walked(code: string, producer: number | null, type: number | null, limit: number, locale: 'it' | 'en') {
    const same: number[] = []
    const more: number[] = []
    for (const position of index.order[locale]) {
      const p = index.products[position]
      if (p.code === code) continue
      if (producer !== null && p.producer === producer) same.push(position)
      else if (type !== null && p.type === type) more.push(position)
    }
    return [...same, ...more].slice(0, limit)
  }

  it('are the same producer’s first, then the same type’s, by title, never the product itself', () => {
    for (const locale of ['it', 'en'] as const) {
      for (const product of index.products) {
        for (const limit of [1, 2, 3, 12]) {
          for (const [producer, type] of [
            [product.producer, product.type],
            [null, product.type],
            [product.producer, null],
          ] as const) {
            expect(relatedPositions(index, locale, product.code, producer, type, limit)).toEqual(
              walked(product.code, producer, type, limit, locale),
            )
          }
        }
      }
    }
  })
})
