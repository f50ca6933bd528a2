import { documentRoutes } from '@/i18n/catalogue-paths'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import type { ProducerHit, ProductCardData, SearchResults } from '../../types'

/** The options of the search combobox, kept apart from the results list that `SiteSearch` loads on demand. */

/** A path of this site in the page's language, as links and `router.push` take it. */
export type SearchHref = string

const pathOf = (page: 'product' | 'producer', slug: string, locale: Locale) =>
  localizePath(documentRoutes[page].pathname, locale, { [documentRoutes[page].param]: slug })

/** One result of either list, in the order the keyboard walks them: products first, then producers. */
export type SearchOption =
  | { kind: 'product'; key: string; href: SearchHref; product: ProductCardData }
  | { kind: 'producer'; key: string; href: SearchHref; producer: ProducerHit }

export function searchOptions({ products, producers }: SearchResults, locale: Locale): SearchOption[] {
  return [
    ...products.map((product): SearchOption => ({
      kind: 'product',
      key: `product-${product.code}`,
      href: pathOf('product', product.slug, locale),
      product,
    })),
    // Producers link to their page.
    ...producers.map((producer): SearchOption => ({
      kind: 'producer',
      key: `producer-${producer.code}`,
      href: pathOf('producer', producer.slug, locale),
      producer,
    })),
  ]
}
