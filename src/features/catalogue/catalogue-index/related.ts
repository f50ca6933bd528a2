import type { Locale } from '@/i18n/locales'

import type { CatalogueIndex } from './catalogue-index'

/** A language's products grouped by producer and by type (database ids), each group in that language's order. */
type Groups = { byProducer: Map<number, number[]>; byType: Map<number, number[]> }

const grouped = new WeakMap<Int32Array, Groups>()

function groupsOf(index: CatalogueIndex, locale: Locale): Groups {
  const order = index.order[locale]
  let groups = grouped.get(order)
  if (groups) return groups
  groups = { byProducer: new Map(), byType: new Map() }
  const add = (map: Map<number, number[]>, key: number | null, position: number) => {
    if (key === null) return
    const list = map.get(key)
    if (list) list.push(position)
    else map.set(key, [position])
  }
  for (const position of order) {
    const product = index.products[position]
    add(groups.byProducer, product.producer, position)
    add(groups.byType, product.type, position)
  }
  // Kept by the order array: a title change gives the language a new one (patchProducts), and new groups with it.
  grouped.set(order, groups)
  return groups
}

/**
 * A sheet's related products (positions in the index): the same producer's first, then the same type's from other
 * producers, by title, never the product itself, at most `limit`. From groups made once per language and order, so
 * a cold sheet does not walk the whole catalogue (about 11 ms at 100,000 products).
 */
export function relatedPositions(
  index: CatalogueIndex,
  locale: Locale,
  productCode: string,
  producerId: number | null,
  typeId: number | null,
  limit: number,
): number[] {
  const { byProducer, byType } = groupsOf(index, locale)
  const other = (position: number) => index.products[position].code !== productCode
  const same = producerId === null ? [] : (byProducer.get(producerId) ?? []).filter(other).slice(0, limit)
  if (same.length === limit || typeId === null) return same
  const more: number[] = []
  for (const position of byType.get(typeId) ?? []) {
    if (same.length + more.length === limit) break
    const product = index.products[position]
    if (product.code !== productCode && (producerId === null || product.producer !== producerId)) more.push(position)
  }
  return [...same, ...more]
}
