import { describe, expect, it } from 'vitest'

import { canonicalListing } from '@/i18n/listing-canonical'

import { findProductBySlug } from './addresses'
import { buildCatalogueIndex } from './catalogue-index'
import { listingCodesOf } from './listing-codes'
import type { CatalogueRecords } from './records'
import { testCatalogue } from './test-catalogue'

/**
 * Decision 100 (the eighteenth check from outside): a filter value's, a producer's and a product's slug an editor
 * changed still lead to it. The slugs come from the former slugs the collections keep; here, by hand.
 */
const renamed: CatalogueRecords = {
  ...testCatalogue,
  terms: testCatalogue.terms.map((t) => (t.code === 'amari' ? { ...t, former: ['amari-vecchi', 'amari-antichi'] } : t)),
  producers: testCatalogue.producers.map((p) => (p.code === 'capo' ? { ...p, former: ['capo-vaticano'] } : p)),
  // A1's middle slug (without its code), and one X1 had: X1 is not shown, so its slug leads nowhere.
  formerProductSlugs: [
    ['amaro-alpino-rinominato', 1],
    ['senza-tipo', 8],
  ],
}

describe('former slugs in the catalogue index (decision 100)', () => {
  it("a filter value's and a producer's former slug is its listing's route, in another language's sense", async () => {
    const codes = listingCodesOf(await buildCatalogueIndex(renamed))
    expect(codes.routeValue('type', 'amari-antichi', 'it')).toEqual({ facet: 'type', code: 'amari', sameLocale: false })
    expect(codes.routeValue('producer', 'capo-vaticano', 'en')).toMatchObject({ code: 'capo', sameLocale: false })
    expect(codes.routeValue('type', 'mai-esistito', 'it')).toBeNull()
    const listing = canonicalListing('type', 'amari-vecchi', new URLSearchParams('page=1'), 'it', codes)
    expect(listing).toMatchObject({ status: 'found', path: '/prodotti/tipologia/amari/' })
    const english = canonicalListing('producer', 'capo-vaticano', new URLSearchParams(), 'en', codes)
    expect(english).toMatchObject({ status: 'found', path: '/en/products/producer/liquorificio-del-capo/' })
  })

  it('without former slugs, the same addresses are no route', async () => {
    const codes = listingCodesOf(await buildCatalogueIndex(testCatalogue))
    expect(codes.routeValue('type', 'amari-antichi', 'it')).toBeNull()
    expect(canonicalListing('type', 'amari-vecchi', new URLSearchParams(), 'it', codes)).toEqual({
      status: 'not-found',
    })
  })

  it("a product's former slug finds the shown product, to be redirected; a hidden product's finds nothing", async () => {
    const index = await buildCatalogueIndex(renamed)
    const found = findProductBySlug(index, 'amaro-alpino-rinominato', 'en')
    expect(found?.product.code).toBe('A1')
    expect(found?.sameLocale).toBe(false)
    expect(findProductBySlug(index, 'senza-tipo', 'it')).toBeNull()
    expect(findProductBySlug(await buildCatalogueIndex(testCatalogue), 'amaro-alpino-rinominato', 'it')).toBeNull()
  })
})
