import type { SearchResults } from '../../types'

/** The values of the `Search.summary` message: each list's length, and whether it had more matches than it shows. */
export const summaryValues = ({ products, producers, more }: SearchResults) => ({
  products: products.length,
  producers: producers.length,
  productsMore: String(more.products),
  producersMore: String(more.producers),
})

/** The message of a list's heading: its count, or "the first N" when it had more matches. */
export const listHeading = (kind: 'products' | 'producers', more: SearchResults['more']) =>
  more[kind] ? (`${kind}First` as const) : kind
