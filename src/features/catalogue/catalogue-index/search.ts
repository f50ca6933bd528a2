import { create, insertMultiple, type Orama, search } from '@orama/orama'
import { stemmer as italianStemmer } from '@orama/stemmers/italian'

import type { Locale } from '@/i18n/locales'

import { foldText } from '../fold-text'

/**
 * Full-text search of products and producers (spec §7.1): typo-tolerant, accent-insensitive, with Italian
 * and English stemming, over code, title, producer, denomination and grapes in the visitor's language.
 * One Orama database per language and list.
 */

/** Spec §9: at most 50 results per list. */
export const SEARCH_LIMIT = 50
/** Longer input is cut here: nobody types more into a search box, and it bounds the work of a request. */
export const MAX_QUERY_LENGTH = 100
/** From this many letters a query may be two typos away from what it means. */
const LONG_QUERY = 5

const productSchema = { code: 'string', title: 'string', producer: 'string', denomination: 'string', grapes: 'string' } as const
const producerSchema = { name: 'string' } as const

type ProductDb = Orama<typeof productSchema>
type ProducerDb = Orama<typeof producerSchema>

export type SearchDocument = { position: number; code: string; title: string; producer: string; denomination: string; grapes: string }
export type SearchProducer = { position: number; name: string }

const tokenizerOf = (locale: Locale) =>
  locale === 'it'
    ? { language: 'italian', stemming: true, stemmer: italianStemmer }
    : { language: 'english', stemming: true }

export type LocaleSearch = { products: ProductDb; producers: ProducerDb }

/** Builds one language's search databases; `position` is the record's place in the index's arrays. */
export async function buildLocaleSearch(
  locale: Locale,
  products: SearchDocument[],
  producers: SearchProducer[],
): Promise<LocaleSearch> {
  const tokenizer = tokenizerOf(locale)
  const productDb = create({ schema: productSchema, components: { tokenizer } })
  const producerDb = create({ schema: producerSchema, components: { tokenizer } })
  await insertMultiple(
    productDb,
    products.map((d) => ({
      id: String(d.position),
      code: d.code,
      title: foldText(d.title),
      producer: foldText(d.producer),
      denomination: foldText(d.denomination),
      grapes: foldText(d.grapes),
    })),
    1000,
  )
  await insertMultiple(producerDb, producers.map((d) => ({ id: String(d.position), name: foldText(d.name) })), 1000)
  return { products: productDb, producers: producerDb }
}

/** The query as the databases hold their texts: trimmed, bounded, accents and case folded. */
export const normalizeQuery = (query: string): string => foldText(query.slice(0, MAX_QUERY_LENGTH)).trim()

/**
 * Positions of the best matches, relaxing step by step: first the exact (prefix) matches of every word; only
 * when neither list has any, the matches within one typo per word; then, for queries long enough to bear it,
 * two (stemming can turn a typo into a second difference: `alpna` stays `alpna` while `alpina` becomes
 * `alpin`). A code such as `V0008` then finds its product alone, `nebiolo` still finds Nebbiolo, and `grappa`
 * finds grappas without a producer whose name is two letters from it.
 */
export async function searchLocale(
  index: LocaleSearch,
  query: string,
): Promise<{ products: number[]; producers: number[] }> {
  const term = normalizeQuery(query)
  if (!term) return { products: [], producers: [] }
  const tolerances = term.replace(/\s/g, '').length >= LONG_QUERY ? [0, 1, 2] : [0, 1]
  const positions = (hits: { id: string }[]) => hits.map((hit) => Number(hit.id))
  for (const tolerance of tolerances) {
    const params = { term, limit: SEARCH_LIMIT, threshold: 0, ...(tolerance ? { tolerance } : {}) }
    const [products, producers] = await Promise.all([
      search(index.products, { ...params, boost: { code: 4, title: 3, producer: 2, denomination: 1, grapes: 1 } }),
      search(index.producers, params),
    ])
    if (products.hits.length || producers.hits.length) {
      return { products: positions(products.hits), producers: positions(producers.hits) }
    }
  }
  return { products: [], producers: [] }
}
