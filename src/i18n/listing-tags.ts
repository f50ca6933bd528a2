import { cacheTags } from '@/lib/cache-tags'

import { type FacetName, type FilterState } from './filter-state'

/**
 * The `listing:` tags of a list of products in title order (decision 030): a renamed product moves in every list it is
 * in, so each such list carries the tag of one of its selected values per facet, and the product's save expires the
 * tags of all its own values (`src/cms/hooks/product-tags.ts`). A list is in a product's lists only if the product
 * has every selected facet's value, so one tag per selected value is enough. A list of every product, or one whose
 * facets the product side does not tag, carries `listing:all`, which every rename expires.
 */
export const taggedFacets: readonly FacetName[] = [
  'type',
  'spirit',
  'producer',
  'color',
  'novelty',
  'certification',
  'country',
  'project',
  'region',
]

export function listingTagsOfState(facets: FilterState['facets']): string[] {
  const tags: string[] = []
  for (const facet of taggedFacets) for (const code of facets[facet] ?? []) tags.push(cacheTags.listing(facet, code))
  return tags.length ? tags : [cacheTags.listingAll]
}
