import type { Locale } from '@/i18n/locales'
import type { PillarCode } from '@/lib/pillars'

/** One picture of a product card: 300x366 (1x, 2x) and 150x183 under 1000 px. */
export type CardImage = { card: string; card2x: string; small: string; alt: string }

/**
 * A product card: listing, carousel and search results. `certification` is the
 * certification code (`biologico` and `bio-vegan` show the organic stamp); `projects` the pillar codes
 * that show a project stamp.
 */
export type ProductCardData = {
  code: string
  title: string
  /** The title's language when it is not the page's: a product written in one language only (decision 101). */
  lang?: Locale
  slug: string
  producer: string
  image: CardImage | null
  certification: string | null
  projects: PillarCode[]
}

/** Certification codes that show the organic stamp on a card. */
export const organicCertifications: readonly string[] = ['biologico', 'bio-vegan']

/** A producer in the search results, linking to its page. */
export type ProducerHit = { code: string; label: string; slug: string }

/**
 * What `GET /api/search/?q=…&locale=…` answers: two lists of at most 50 each, and whether each had more matches (the
 * twenty-seventh check from outside: "50 products" where 50 was only the limit).
 */
export type SearchResults = {
  products: ProductCardData[]
  producers: ProducerHit[]
  more: { products: boolean; producers: boolean }
}
