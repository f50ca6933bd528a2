import type { FacetName } from '@/i18n/filter-state'
import { type Locale, locales } from '@/i18n/locales'
import { slugify } from '@/lib/slug'

import type { CatalogueIndex } from './catalogue-index'
import type { FacetValue } from './facets'
import type { Localized, ProductRecord } from './records'

/*
 * The catalogue's addresses in the index: which filter value a listing's slug names, and which product a sheet's slug
 * names, by its slug in either language, the code it ends with, or a slug it had before (decision 100).
 */

export type RouteValue = { facet: FacetName; code: string; label: Localized; slug: Localized }

/**
 * The filter value a filtered route names (`amari` in `/prodotti/tipologia/amari/`): by its slug in the
 * visitor's language, else by its slug in the other one, else by its code (spec §2: "the parameter is the filter
 * code"; `liquore` for the liqueurs, whose slugs are `liquori` and `liqueurs`). Found but in the first way, the page
 * redirects to its own language's slug.
 */
export function findRouteValue(
  index: CatalogueIndex,
  facets: FacetName[],
  slug: string,
  locale: Locale,
): { value: RouteValue; sameLocale: boolean } | null {
  const ways: ((v: FacetValue) => boolean)[] = [
    (v) => v.slug?.[locale] === slug,
    (v) => locales.some((l) => v.slug?.[l] === slug),
    (v) => v.code.toLowerCase() === slug,
    // A slug it had before an editor changed it (decision 100): the old listing's address redirects to the new one.
    (v) => v.former?.includes(slug) ?? false,
  ]
  for (const [way, matches] of ways.entries()) {
    for (const facet of facets) {
      const column = index.columns.find((c) => c.name === facet)
      const found = column?.values.find(matches)
      if (found?.slug) {
        return { value: { facet, code: found.code, label: found.label, slug: found.slug }, sameLocale: way === 0 }
      }
    }
  }
  return null
}

const slugMaps = new WeakMap<CatalogueIndex, Map<string, { product: ProductRecord; locale: Locale }>>()
const codeMaps = new WeakMap<CatalogueIndex, Map<string, ProductRecord>>()

/**
 * A product whose code ends `slug` (`…-v0212`) or is all of it (`v0212`). Product slugs are made from the title and
 * the code, and the code never changes: an address kept from before a title (so a slug) was changed still finds its
 * product, and the page redirects to the current address (the seventh check from outside: it was a 404).
 */
function productByCodeInSlug(index: CatalogueIndex, slug: string): ProductRecord | null {
  let byCode = codeMaps.get(index)
  if (!byCode) {
    byCode = new Map(index.products.map((product) => [slugify(product.code), product]))
    codeMaps.set(index, byCode)
  }
  // The whole slug, then what follows each dash: the longest code first.
  for (const tail of [slug, ...[...slug.matchAll(/-/g)].map((dash) => slug.slice(dash.index + 1))]) {
    const found = byCode.get(tail)
    if (found) return found
  }
  return null
}

/**
 * A shown product by its slug in `locale`, or else in another language, or else by the code its slug ends with (an
 * old address; the page then redirects).
 */
export function findProductBySlug(
  index: CatalogueIndex,
  slug: string,
  locale: Locale,
): { product: ProductRecord; sameLocale: boolean } | null {
  // A slug change rebuilds the index (it is a listing change, decision 030), so the map lives as long as its index.
  let bySlug = slugMaps.get(index)
  if (!bySlug) {
    bySlug = new Map()
    for (const l of locales)
      for (const product of index.products)
        if (product.slug[l]) bySlug.set(`${l}:${product.slug[l]}`, { product, locale: l })
    slugMaps.set(index, bySlug)
  }
  const own = bySlug.get(`${locale}:${slug}`)
  if (own) return { product: own.product, sameLocale: true }
  for (const l of locales) {
    const other = l === locale ? undefined : bySlug.get(`${l}:${slug}`)
    if (other) return { product: other.product, sameLocale: false }
  }
  const byCode = productByCodeInSlug(index, slug)
  if (byCode?.slug[locale]) return { product: byCode, sameLocale: false }
  // A slug it had before an editor changed it, without its code (decision 100): the page redirects.
  const former = index.formerProducts.get(slug)
  return former?.slug[locale] ? { product: former, sameLocale: false } : null
}
