import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as italianStemmer } from '@orama/stemmers/italian'

import type { Locale } from '@/i18n/locales'
import { SEARCH_MAX_LENGTH } from '@/i18n/search-paths'
import { foldText } from '@/lib/search/fold-text'
import {
  buildTextIndex,
  type Field,
  findDocuments,
  type QueryWord,
  type Stemmer,
  type TextIndex,
  WORD,
} from '@/lib/search/text-index'

/**
 * Full-text search of products and producers: typo-tolerant, accent-insensitive, with Italian
 * and English stemming (Orama's stemmers), over code, title, producer, denomination and grapes in the
 * visitor's language. This module holds the catalogue's side: which fields, how much each weighs, the
 * stemmer of each language and the relaxation from exact words to typos; `@/lib/search/text-index` the index
 * itself.
 *
 * An inverted index of our own rather than Orama's databases, which scored every document of every prefix
 * match and walked their whole tree for typos (34 ms median, 243 ms p99 at 100,000 products, 20 s to build).
 */

/** At most 50 results per list. */
export const SEARCH_LIMIT = 50
/**
 * How many typos a word may carry, by its length: none up to three letters (`rux` is too short to guess
 * at), one from four (`amro` → `amaro`, as Typesense and Algolia allow), two from five (`wihsky`: two
 * letters swapped are two typos).
 */
const typosAllowed = (word: string) => (word.length >= 5 ? 2 : word.length >= 4 ? 1 : 0)

export type SearchDocument = {
  position: number
  code: string
  title: string
  producer: string
  denomination: string
  grapes: string
  /** The product's type and sub-type, as the site names them. */
  kind: string
}
export type SearchProducer = { position: number; name: string }

export const productFields = {
  code: { boost: 4, verbatim: true },
  title: { boost: 3 },
  producer: { boost: 2 },
  denomination: { boost: 1 },
  grapes: { boost: 1 },
  kind: { boost: 1 },
} satisfies Record<Exclude<keyof SearchDocument, 'position'>, Field>
export const producerFields = { name: { boost: 1 } } satisfies Record<Exclude<keyof SearchProducer, 'position'>, Field>

const stemmers: Record<Locale, (word: string) => string> = { it: italianStemmer, en: englishStemmer }

export function stemmerOf(locale: Locale): Stemmer {
  const stemmer = stemmers[locale]
  return (word) => stemmer(word) || word
}

export type LocaleSearch = { products: TextIndex; producers: TextIndex; stem: Stemmer }

/**
 * Builds one language's search indexes; `position` is the record's place in the index's arrays (0 to n - 1),
 * `productOrder` the product positions in title order (equal scores list in that order).
 */
export function buildLocaleSearch(
  locale: Locale,
  products: SearchDocument[],
  producers: SearchProducer[],
  productOrder?: ArrayLike<number>,
): LocaleSearch {
  const stem = stemmerOf(locale)
  const rankOf = (size: number, order: ArrayLike<number>) => {
    const rank = new Int32Array(size)
    for (let i = 0; i < order.length; i++) rank[order[i]] = i
    return rank
  }
  const productTexts: SearchDocument[] = []
  for (const d of products) productTexts[d.position] = d
  const productKeys = Object.keys(productFields) as (keyof typeof productFields)[]
  const producerTexts: SearchProducer[] = []
  for (const d of producers) producerTexts[d.position] = d
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const producerOrder = Array.from(producerTexts.keys()).sort(
    (a, b) => collator.compare(producerTexts[a].name, producerTexts[b].name) || a - b,
  )
  return {
    stem,
    products: buildTextIndex(
      productKeys.map((key) => productFields[key]),
      (doc, f) => productTexts[doc][productKeys[f]],
      productTexts.length,
      stem,
      rankOf(productTexts.length, productOrder ?? Array.from(productTexts.keys())),
    ),
    producers: buildTextIndex(
      [producerFields.name],
      (doc) => producerTexts[doc].name,
      producerTexts.length,
      stem,
      rankOf(producerTexts.length, producerOrder),
    ),
  }
}

/** The query as the indexes hold their texts: trimmed, bounded, accents and case folded. */
export const normalizeQuery = (query: string): string => foldText(query.slice(0, SEARCH_MAX_LENGTH)).trim()

/** The distinct words of a query, each as typed, stemmed, and with the typos it may carry. */
export function queryWords(query: string, stem: Stemmer): QueryWord[] {
  const typed = [...new Set(normalizeQuery(query).match(WORD) ?? [])]
  return typed.map((word) => ({ typed: word, stem: stem(word), tolerance: typosAllowed(word) }))
}

/**
 * The words that join others in a phrase, in either language (a visitor may type English on the Italian site): articles,
 * prepositions, conjunctions, as folded. "amaro alle erbe", "grappa di moscato", "gin and tonic": a title seldom holds
 * them, so a phrase that needs them all finds nothing.
 */
const connectingWords: ReadonlySet<string> = new Set([
  ...['il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'di', 'd', 'a', 'da', 'in', 'con', 'su', 'per'],
  ...['tra', 'fra', 'e', 'ed', 'o', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'al', 'allo', 'alla', 'ai'],
  ...['agli', 'alle', 'dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', 'nel', 'nello', 'nella', 'nei', 'negli'],
  ...['nelle', 'sul', 'sullo', 'sulla', 'sui', 'sugli', 'sulle', 'the', 'an', 'of', 'and', 'or', 'with', 'for', 'on'],
  ...['to', 'at', 'by', 'from'],
])

/** `more`: the list had more matches than SEARCH_LIMIT (the visitor is told it shows the first ones only). */
type Found = { products: number[]; producers: number[]; more: { products: boolean; producers: boolean } }

const nothing = (): Found => ({ products: [], producers: [], more: { products: false, producers: false } })

/** The query's words, then, where it has connecting words and others, its words without them. */
function phrasings(words: QueryWord[]): QueryWord[][] {
  const content = words.filter((word) => !connectingWords.has(word.typed))
  return content.length && content.length < words.length ? [words, content] : [words]
}

/** The first phrasing that finds anything within `tolerance`, or null. */
function findAt(index: LocaleSearch, tries: QueryWord[][], tolerance: number): Found | null {
  for (const tried of tries) {
    // One more than shown: whether the list goes on.
    const products = findDocuments(index.products, tried, tolerance, SEARCH_LIMIT + 1)
    const producers = findDocuments(index.producers, tried, tolerance, SEARCH_LIMIT + 1)
    if (products.length || producers.length)
      return {
        products: products.slice(0, SEARCH_LIMIT),
        producers: producers.slice(0, SEARCH_LIMIT),
        more: { products: products.length > SEARCH_LIMIT, producers: producers.length > SEARCH_LIMIT },
      }
  }
  return null
}

/**
 * Positions of the best matches, every word of the query matched in some field. Relaxed step by step:
 * first exact words and completions only; only when neither list has anything, within one typo per word
 * of four letters or more; then two for words of five letters or more. A word the catalogue holds is never
 * corrected. A code such as `V0008` then finds its product alone, `nebiolo` still finds Nebbiolo, and
 * `grappa` finds grappas without a producer whose name is two letters from it. In any field, exact words
 * rank above completions, completions above typos; the field's weight only orders matches of one kind.
 *
 * At each step, when the whole query finds nothing, its words without the connecting ones (`alle`, `di`, `and`) are
 * tried before the next step: "Amaro del Capo" is still found by all three words, and "amaro alle erbe" finds the
 * amari with `erbe` rather than nothing. A query of connecting words only is searched as it is.
 *
 * `other`, the other language's indexes (the same positions), is asked for its exact words and completions when this
 * language's find nothing, before any typo: `caffè` on the English site finds the coffee liqueurs rather than every
 * word two letters from it, `juniper` on the Italian site the gins (decision 098).
 */
export function searchLocale(index: LocaleSearch, query: string, other?: LocaleSearch): Found {
  const words = queryWords(query, index.stem)
  if (!words.length) return nothing()
  const tries = phrasings(words)
  const most = Math.max(...words.map((word) => word.tolerance))
  for (let tolerance = 0; tolerance <= most; tolerance++) {
    const found = findAt(index, tries, tolerance)
    if (found) return found
    if (tolerance === 0 && other) {
      const elsewhere = findAt(other, phrasings(queryWords(query, other.stem)), 0)
      if (elsewhere) return elsewhere
    }
  }
  return nothing()
}
