import { type Locale, locales } from '@/i18n/locales'

import { type CatalogueIndex, searchTexts } from './catalogue-index'
import type { Localized, ProductRecord } from './records'
import { buildLocaleSearch, type LocaleSearch } from './search'

/*
 * Edits that reach a built index without rebuilding it (decision 030): a product's content saved since the index was
 * built, and the search indexes made again from the records.
 */

const collators = new Map<Locale, Intl.Collator>()
const collatorOf = (locale: Locale) => {
  let collator = collators.get(locale)
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })))
  return collator
}

/** Moves one product to its title's place in a language's order (a removal and a binary-searched insertion). */
function reorder(index: CatalogueIndex, position: number, locale: Locale) {
  const collator = collatorOf(locale)
  const title = index.products[position].title[locale]
  const rest = Array.from(index.order[locale]).filter((p) => p !== position)
  let low = 0
  let high = rest.length
  while (low < high) {
    const middle = (low + high) >> 1
    const other = rest[middle]
    const before = collator.compare(index.products[other].title[locale], title) || other - position
    if (before < 0) low = middle + 1
    else high = middle
  }
  rest.splice(low, 0, position)
  index.order[locale] = Int32Array.from(rest)
}

const sameText = (a: Localized, b: Localized) => locales.every((locale) => a[locale] === b[locale])
const sameImage = (a: ProductRecord['image'], b: ProductRecord['image']) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Brings the content of products saved since the index was built into it (decision 030): their titles (and their
 * place in the title order), the language of a title in one language only, card pictures, denominations and grapes. What places a product in listings (its
 * filter values, slug, visibility) is left alone: such a change expires the catalogue's collection tags, and the
 * index is rebuilt from a new fingerprint. Answers whether the search indexes need rebuilding.
 */
export function patchProducts(index: CatalogueIndex, changed: ProductRecord[]): { search: boolean } {
  let search = false
  const positions = new Map(index.products.map((p, position) => [p.id, position]))
  for (const next of changed) {
    const position = positions.get(next.id)
    if (position === undefined) continue
    const record = index.products[position]
    if (!sameText(record.title, next.title)) {
      record.title = next.title
      for (const locale of locales) reorder(index, position, locale)
      search = true
    }
    if (!sameText(record.denomination, next.denomination) || !sameText(record.grapes, next.grapes)) {
      record.denomination = next.denomination
      record.grapes = next.grapes
      search = true
    }
    if (!sameImage(record.image, next.image)) record.image = next.image
    // A translation that reads like the original (a wine's name often does) changes no text, only this.
    if (next.writtenIn) record.writtenIn = next.writtenIn
    else delete record.writtenIn
  }
  return { search }
}

/** Rebuilds the search indexes from the index's records (after `patchProducts`): no database read. */
export function rebuildSearch(index: CatalogueIndex): void {
  index.search = Object.fromEntries(
    locales.map((locale) => {
      const texts = searchTexts(index, locale)
      return [locale, buildLocaleSearch(locale, texts.products, texts.producers, index.order[locale])]
    }),
  ) as Record<Locale, LocaleSearch>
}
