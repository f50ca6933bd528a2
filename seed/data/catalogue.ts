import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { describeRejection, parseFeed } from '@/features/catalogue/import/feed'
import { productSlug as productSlugOf, slugify } from '@/lib/slug'

import { producerFromRow, productFromRow } from '../catalogue-feed'
import { ContentError, dataDir, readCsvRows } from '../files'
import type { Bi, ProducerData, ProductData } from '../types'

/**
 * The hand-written anchors of the demo catalogue: 8 producers and 19 products that tests, links and editorial
 * content refer to by code and slug. They are a feed in the catalogue import's own format
 * (`seed/data/anchor-catalogue.json`, decision 008), which the seed loads through the import; the bottles the
 * seed draws for them are in `seed/data/anchor-looks.csv`. `seed/generate/catalogue.ts` adds the rest of the
 * ~400 references around them; these rows never change with the seed.
 */

export { slugify }

/** Product slugs, one per language: slugify(`${title}-${code}`), as the import command makes them. */
export const productSlug = (title: Bi, code: string): Bi => ({ it: productSlugOf(title.it, code), en: productSlugOf(title.en, code) })

/** The anchors' feed, as the import reads it. */
export const anchorFeedText = fs.readFileSync(path.join(dataDir, 'anchor-catalogue.json'), 'utf8')

const feed = parseFeed(anchorFeedText, 'json')
if (feed.rejected.length) throw new ContentError(`data/anchor-catalogue.json: ${feed.rejected.map(describeRejection).join('; ')}`)

const colour = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour #rrggbb')
const lookRow = z.strictObject({
  code: z.string().min(1),
  shape: z.enum(['bordeaux', 'square', 'flask', 'tall', 'round', 'can', 'box']),
  glass: colour,
  liquid: colour,
  label: colour,
})
const looks = new Map(readCsvRows('anchor-looks.csv', lookRow).map(({ code, ...look }) => [code, look]))

export const anchorProducers: ProducerData[] = feed.producers.map(({ record }) => producerFromRow(record))

/** The 19 anchor products, V0001-V0019. */
export const anchorProducts: ProductData[] = feed.products.map(({ record }) => {
  const look = looks.get(record.code)
  if (!look) throw new ContentError(`data/anchor-looks.csv: no bottle for ${record.code}`)
  return productFromRow(record, look)
})
