import { sheetLines } from '../fields/product-sheet'

/**
 * What a saved product changed, for the cache (decision 030, issue 15 item 4):
 * - `listing`: something that decides which listings, counts, filter values or addresses the product is in: its
 *   filter values, producer, code, slug, visibility, or any field this list does not know (a new filter field is
 *   a listing field until someone says otherwise). Every page that reads products is expired, as before.
 * - `title`: the title, and maybe content. The product's own pages, the pages showing its card, and the lists in
 *   title order that it is in (its position moves) are expired, nothing else.
 * - `content`: only what its sheet and its card show (description, pictures, sheet texts, SEO): its own pages and
 *   the pages showing its card.
 * - `none`: nothing a visitor sees (a save without changes).
 * The reverse choice (a list of listing fields) would leave a new filter field's pages stale until someone adds it.
 */
export type ProductChange = 'listing' | 'title' | 'content' | 'none'

/** Fields whose changes show on the product's sheet and card only. */
const contentFields = new Set(['description', 'pictures', 'seo'])
/** The `sheet` group's texts and numbers (its filter lines are the product's own filter fields, outside it). */
const contentSheetFields = new Set<string>(sheetLines.filter((line) => line.kind !== 'filter').map((line) => line.name))
/** Kept by Payload, never shown; or computed from other fields when read (`shownOnSite`: it has a sub-type). */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', 'shownOnSite'])

type Doc = Record<string, unknown>

/** A relation read at any depth (an id, a populated document, a polymorphic `{ relationTo, value }`) as its id. */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (value && typeof value === 'object') {
    const object = value as Doc
    if ('relationTo' in object && 'value' in object)
      return `${String(object.relationTo)}:${String(normalize(object.value))}`
    if ('id' in object && ('updatedAt' in object || 'createdAt' in object)) return object.id
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, normalize(object[key])]),
    )
  }
  // An empty text and a missing one read alike on the site.
  return value === '' || value === undefined ? null : value
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalize(a)) === JSON.stringify(normalize(b))

const keysOf = (a: Doc | undefined, b: Doc | undefined) => new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])

/** Compares the product before and after a save (Payload's `previousDoc` and `doc`). */
export function productChange(previous: Doc | undefined, next: Doc): ProductChange {
  if (!previous) return 'listing'
  let change: ProductChange = 'none'
  for (const key of keysOf(previous, next)) {
    if (bookkeeping.has(key) || same(previous[key], next[key])) continue
    if (key === 'title') change = 'title'
    else if (contentFields.has(key)) change = change === 'none' ? 'content' : change
    else if (key === 'sheet') {
      const before = (previous.sheet ?? {}) as Doc
      const after = (next.sheet ?? {}) as Doc
      for (const line of keysOf(before, after)) {
        if (line === 'id' || same(before[line], after[line])) continue
        if (!contentSheetFields.has(line)) return 'listing'
        change = change === 'none' ? 'content' : change
      }
    } else return 'listing'
  }
  return change
}
