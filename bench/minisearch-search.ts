/**
 * MiniSearch as a candidate for the catalogue search (issue 11), set up as close to `search.ts` as MiniSearch
 * allows, so that `bench/catalogue-index.ts` can measure both on the same records and queries
 * (`BENCH_SEARCH=minisearch` or `both`). Not used by the site.
 *
 * The same: fields and boosts, the code kept as typed and the other fields stemmed with the site's stemmers
 * after the same accent folding and word splitting, completions of every word, the same typo allowance per
 * word, stepwise relaxation (exact words and completions, then typos) over products and producers together,
 * a word the catalogue holds never corrected, every word required in some field, at most 50 results.
 * Different, because MiniSearch decides them: its scoring (BM25+ summed over the fields a word is in, where
 * ours takes the word's best field; completions and typos weighted by fixed factors, so a completion in the
 * title can outrank an exact word in the grapes), and typos are measured against the stems it indexed.
 */
import MiniSearch, { type Query } from 'minisearch'

import {
  producerFields,
  productFields,
  queryWords,
  SEARCH_LIMIT,
  type SearchDocument,
  type SearchProducer,
  stemmerOf,
} from '../src/features/catalogue/catalogue-index/search'
import type { Locale } from '../src/i18n/locales'
import { foldText } from '../src/lib/search/fold-text'
import type { QueryWord, Stemmer } from '../src/lib/search/text-index'
import { WORD } from '../src/lib/search/text-index'

type Fields = Record<string, { boost: number; verbatim?: boolean }>
type List = {
  search: MiniSearch
  verbatim: string[]
  stemmed: string[]
  boost: Record<string, number>
  known: Set<string>
  rank: Int32Array
}

function buildList(fields: Fields, docs: object[], stem: Stemmer, order: ArrayLike<number>): List {
  const names = Object.keys(fields)
  const known = new Set<string>()
  const stems = new Map<string, string>()
  const search = new MiniSearch({
    idField: 'position',
    fields: names,
    tokenize: (text) => foldText(text).match(WORD) ?? [],
    // Indexing: codes as typed, the rest stemmed; every indexed word is known (never corrected).
    processTerm: (term, field) => {
      let root = term
      if (!field || !fields[field].verbatim) {
        root = stems.get(term) ?? stem(term)
        stems.set(term, root)
      }
      known.add(root)
      return root
    },
    // Query words come already folded and stemmed (see `query` below).
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  })
  search.addAll(docs)
  const rank = new Int32Array(docs.length)
  for (let i = 0; i < order.length; i++) rank[order[i]] = i
  return {
    search,
    verbatim: names.filter((n) => fields[n].verbatim),
    stemmed: names.filter((n) => !fields[n].verbatim),
    boost: Object.fromEntries(names.map((n) => [n, fields[n].boost])),
    known,
    rank,
  }
}

/** Every word in some field: as typed in the code, stemmed in the texts, with completions and typos. */
function query(list: List, words: QueryWord[], tolerance: number): Query {
  return {
    combineWith: 'AND',
    queries: words.map((word) => {
      const typos = list.known.has(word.stem) || list.known.has(word.typed) ? 0 : Math.min(tolerance, word.tolerance)
      const spec = { prefix: true, fuzzy: typos || false }
      return {
        combineWith: 'OR',
        queries: [
          ...(list.verbatim.length ? [{ ...spec, queries: [word.typed], fields: list.verbatim }] : []),
          { ...spec, queries: [word.stem], fields: list.stemmed },
        ],
      }
    }),
  }
}

function find(list: List, words: QueryWord[], tolerance: number): number[] {
  const results = list.search.search(query(list, words, tolerance), { boost: list.boost })
  // MiniSearch sorts by score only; equal scores go in title order, as ours (a second sort of sorted input
  // costs a pass).
  const { rank } = list
  results.sort((a, b) => b.score - a.score || rank[a.id] - rank[b.id])
  return results.slice(0, SEARCH_LIMIT).map((r) => r.id as number)
}

export type MiniSearchLocale = { products: List; producers: List; stem: Stemmer }

export function buildMiniSearchLocale(
  locale: Locale,
  products: SearchDocument[],
  producers: SearchProducer[],
  productOrder: ArrayLike<number>,
): MiniSearchLocale {
  const stem = stemmerOf(locale)
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const producerOrder = Array.from(producers.keys()).sort(
    (a, b) => collator.compare(producers[a].name, producers[b].name) || a - b,
  )
  return {
    stem,
    products: buildList(productFields, products, stem, productOrder),
    producers: buildList(producerFields, producers, stem, producerOrder),
  }
}

/** The same relaxation as `searchLocale`: the first tolerance at which either list finds something. */
export function searchMiniSearchLocale(
  index: MiniSearchLocale,
  text: string,
): { products: number[]; producers: number[] } {
  const words = queryWords(text, index.stem)
  if (!words.length) return { products: [], producers: [] }
  const most = Math.max(...words.map((word) => word.tolerance))
  for (let tolerance = 0; tolerance <= most; tolerance++) {
    const products = find(index.products, words, tolerance)
    const producers = find(index.producers, words, tolerance)
    if (products.length || producers.length) return { products, producers }
  }
  return { products: [], producers: [] }
}
