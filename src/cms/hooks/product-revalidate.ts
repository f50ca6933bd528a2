import { productChange } from './product-change'
import { productListingTags } from './product-tags'
import type { ChangeTags } from './revalidate'

/**
 * A product's save (decision 030): a listing change expires every page that reads products; a new title its own pages,
 * the pages showing its card and the lists in title order it is in; other content its own pages and those showing
 * its card (they carry its document tag).
 */
export const productChangeTags: ChangeTags = async ({ doc, previousDoc, payload }) => {
  switch (productChange(previousDoc, doc)) {
    case 'listing':
      return 'collection'
    case 'title':
      return productListingTags(payload, doc)
    default:
      return []
  }
}
