import { documentHref } from '@/i18n/catalogue-paths'
import type { useRouter } from '@/i18n/navigation'

import type { ProducerHit, ProductCardData, SearchResults } from '../../types'

/** The options of the search combobox, kept apart from the results list that `SiteSearch` loads on demand. */

/** A typed route of this site, as both `Link` and `router.push` take it. */
export type SearchHref = Parameters<ReturnType<typeof useRouter>['push']>[0]

/** One result of either list, in the order the keyboard walks them: products first, then producers. */
export type SearchOption =
  | { kind: 'product'; key: string; href: SearchHref; product: ProductCardData }
  | { kind: 'producer'; key: string; href: SearchHref; producer: ProducerHit }

export function searchOptions({ products, producers }: SearchResults): SearchOption[] {
  return [
    ...products.map((product): SearchOption => ({
      kind: 'product',
      key: `product-${product.code}`,
      href: documentHref('product', product.slug),
      product,
    })),
    // Producers link to their page.
    ...producers.map((producer): SearchOption => ({
      kind: 'producer',
      key: `producer-${producer.code}`,
      href: documentHref('producer', producer.slug),
      producer,
    })),
  ]
}
