import type { TaxonomyGroup } from '@/cms/collections/taxonomy-terms'
import type { TermFilterField } from '@/cms/fields/product-filters'
import type { Locale } from '@/i18n/locales'

/**
 * What the catalogue index is built from: plain records, one text per language, read from the database by
 * `load.ts` (or written by hand in the unit tests). Term, producer and project ids are the database's.
 */
export type Localized = Record<Locale, string>

/** A filter group (src/cms/collections/taxonomy-terms.ts). */
export type TermGroup = TaxonomyGroup

export type TermRecord = {
  id: number
  group: TermGroup
  code: string
  label: Localized
  slug: Localized
  /** A spirit sub-type's menu type. */
  parent: number | null
  /** The slugs it had before an editor changed them (src/cms/collections/former-slugs.ts), newest first. */
  former?: string[]
}

export type ProducerRecord = { id: number; code: string; name: Localized; slug: Localized; former?: string[] }

export type ProjectRecord = { id: number; code: string; title: Localized; slug: Localized }

export type ImageRecord = { card: string; card2x: string; small: string; alt: Localized }

export type ProductRecord = {
  id: number
  code: string
  title: Localized
  /** The one language the product has a title of its own in, when it has one only: its other texts are that one's. */
  writtenIn?: Locale
  slug: Localized
  producer: number
  type: number | null
  spiritType: number | null
  color: number | null
  country: number | null
  region: number | null
  certification: number | null
  projects: number[]
  novelty: boolean
  featured: boolean
  /** The other taxonomy values (src/cms/fields/product-filters.ts) by field; a missing one is no value. */
  terms: Partial<Record<TermFilterField, number>>
  image: ImageRecord | null
  denomination: Localized
  grapes: Localized
}

export type CatalogueRecords = {
  products: ProductRecord[]
  producers: ProducerRecord[]
  terms: TermRecord[]
  projects: ProjectRecord[]
  /** A product's former slugs (src/cms/collections/former-slugs.ts): the product each one names, newest first. */
  formerProductSlugs?: [slug: string, product: number][]
}

/** The country whose products carry a region, and which the country list leaves out. */
export const ITALY = 'italia'
