import type { Payload } from 'payload'

import { seedCatalogue } from './steps/catalogue'
import { seedEditorial } from './steps/editorial'
import { seedSite } from './steps/site'
import { seedTaxonomy } from './steps/taxonomy'
import { SeedWriter } from './writer'

export type SeedOptions = { products?: number; log?: (message: string) => void }

/**
 * The demo content, deterministic: the same run gives the same codes, slugs, texts, pictures and PDFs
 * (seed/random.ts). About 50 producers and 400 products by default; `products` builds larger catalogues.
 */
export async function seedDemo(payload: Payload, { products = 400, log = () => {} }: SeedOptions = {}): Promise<void> {
  const writer = new SeedWriter(payload)
  const terms = await seedTaxonomy(writer)
  log('taxonomy')
  const catalogue = await seedCatalogue(writer, terms, products, log)
  await seedEditorial(writer, catalogue, terms, log)
  await seedSite(writer, log)
}
