import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { describeRejection, parseFeedData } from '@/features/catalogue/import/feed'

import { feedOf, productFromRow } from './catalogue-feed'
import { anchorProducers, anchorProducts } from './data/catalogue'
import { generateCatalogue } from './generate/catalogue'

const anchorFile = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'data/anchor-catalogue.json'), 'utf8'))

describe('the seed’s catalogue as a feed of the catalogue import', () => {
  it('reads the anchors from their feed file and writes them back to the same rows', () => {
    expect(anchorProducers.map((p) => p.code)).toEqual(['P001', 'P002', 'P003', 'P004', 'P005', 'P006', 'P007', 'P008'])
    expect(anchorProducts).toHaveLength(19)
    expect(feedOf(anchorProducers, anchorProducts)).toEqual(anchorFile)
  })

  it('passes every generated row through the import’s validation, and reads back the same products', () => {
    const { producers, products } = generateCatalogue()
    const feed = parseFeedData(feedOf(producers, products))
    expect(feed.rejected.map(describeRejection)).toEqual([])
    expect(feed.producers).toHaveLength(producers.length)
    // Slugs included: the import makes them from title and code as the generator does.
    const looks = new Map(products.map((p) => [p.code, p.look]))
    expect(feed.products.map(({ record }) => productFromRow(record, looks.get(record.code)!))).toEqual(products)
  })
})
