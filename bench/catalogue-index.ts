/**
 * The catalogue index benchmark (issue 4, Speed): reads the catalogue of DATABASE_URL exactly as the site
 * does, builds the index, and times a listing query (two filters, disjunctive counts over the nine facets)
 * and search queries (products and producers): the six of the first runs, and a mix of what buyers type.
 * Prints load and build time, the index's memory, and p50/p99 of each over many runs.
 *
 *   DATABASE_URL=file:./.cache/bench/p3500/site.db node scripts/run-payload-script.mjs bench/catalogue-index.ts
 *
 * Options (environment):
 *   BENCH_SEARCH=ours|minisearch|both  the search candidates to measure on their own (issue 11, decision 009):
 *                                      build time and heap of both languages' search indexes, p50/p99 of the
 *                                      six queries and of the mix; default `ours`
 *   BENCH_GENERATED=<n>                the seed generator's catalogue of n products instead of the database's
 *                                      (bench/generated-records.ts: no loading time, no pictures)
 *   BENCH_RECORDS=<file.json>          read the catalogue's records from this file when it exists, else load
 *                                      them through Payload and write it (100,000 products take 30 s or more
 *                                      to load); delete it after reseeding
 *   BENCH_TOP=3                        print each candidate's first results for the mix (titles)
 *   BENCH_RUNS=2000                    timed runs of each query set (after 200 warm-up runs)
 * Run node with --expose-gc (PAYLOAD_SCRIPT_NODE_ARGS=--expose-gc; `npm run bench` does) for heap figures.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import { fail, finish } from '../scripts/lib/done'
import {
  buildCatalogueIndex,
  cardOf,
  type CatalogueIndex,
  queryListing,
  searchCatalogue,
  searchTexts,
} from '../src/features/catalogue/catalogue-index/catalogue-index'
import { loadCatalogueRecords } from '../src/features/catalogue/catalogue-index/load'
import type { CatalogueRecords } from '../src/features/catalogue/catalogue-index/records'
import { buildLocaleSearch, searchLocale } from '../src/features/catalogue/catalogue-index/search'
import type { FilterState } from '../src/i18n/filter-state'
import { type Locale, locales } from '../src/i18n/locales'
import config from '../src/payload.config'
import { generatedRecords } from './generated-records'
import { buildMiniSearchLocale, searchMiniSearchLocale } from './minisearch-search'

const RUNS = Number(process.env.BENCH_RUNS || 2000)
const WARMUP = 200
const TOP = Number(process.env.BENCH_TOP || 0)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (n: number, digits = 3) => Number(n.toFixed(digits))

async function time(label: string, fn: (i: number) => unknown): Promise<Record<string, number | string>> {
  for (let i = 0; i < WARMUP; i++) await fn(i)
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn(i)
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return {
    query: label,
    runs: RUNS,
    p50_ms: round(percentile(samples, 50)),
    p99_ms: round(percentile(samples, 99)),
    max_ms: round(samples.at(-1)!),
  }
}

/** The JavaScript heap and the typed arrays' buffers (which V8 keeps outside the heap), after a collection. */
const heapMb = () => {
  globalThis.gc?.()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return (heapUsed + arrayBuffers) / 2 ** 20
}

/**
 * The records of DATABASE_URL, through Payload as the site reads them, or from BENCH_RECORDS when it exists;
 * with the heap before them (after Payload's start).
 */
async function records(): Promise<{ records: CatalogueRecords; loadMs: number | null; heapBefore: number }> {
  const generated = Number(process.env.BENCH_GENERATED || 0)
  if (generated > 0) {
    const heapBefore = heapMb()
    return { records: generatedRecords(generated), loadMs: null, heapBefore }
  }
  const file = process.env.BENCH_RECORDS
  if (file && fs.existsSync(file)) {
    const heapBefore = heapMb()
    return { records: JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogueRecords, loadMs: null, heapBefore }
  }
  const payload = await getPayload({ config })
  const heapBefore = heapMb()
  const start = performance.now()
  const loaded = await loadCatalogueRecords(payload)
  const loadMs = performance.now() - start
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(loaded))
  }
  return { records: loaded, loadMs, heapBefore }
}

type Found = { products: number[]; producers: number[] }
type Candidate = { name: string; build: (index: CatalogueIndex) => (query: string, locale: Locale) => Found }

/** Both languages' search indexes, built from the same texts as the site's. */
const candidates: Candidate[] = [
  {
    name: 'ours',
    build: (index) => {
      const built = Object.fromEntries(
        locales.map((l) => {
          const texts = searchTexts(index, l)
          return [l, buildLocaleSearch(l, texts.products, texts.producers, index.order[l])]
        }),
      )
      return (query, locale) => searchLocale(built[locale], query)
    },
  },
  {
    name: 'minisearch',
    build: (index) => {
      const built = Object.fromEntries(
        locales.map((l) => {
          const texts = searchTexts(index, l)
          return [l, buildMiniSearchLocale(l, texts.products, texts.producers, index.order[l])]
        }),
      )
      return (query, locale) => searchMiniSearchLocale(built[locale], query)
    },
  },
]

async function main() {
  const chosen = process.env.BENCH_SEARCH === 'both' ? ['ours', 'minisearch'] : [process.env.BENCH_SEARCH || 'ours']
  if (chosen.some((name) => !candidates.some((c) => c.name === name)))
    throw new Error(`BENCH_SEARCH: ours, minisearch or both`)

  const { records: catalogue, loadMs, heapBefore } = await records()
  const heapLoaded = heapMb()
  const buildStart = performance.now()
  const index = await buildCatalogueIndex(catalogue)
  const buildMs = performance.now() - buildStart
  const heapAfter = heapMb()

  // Two filters from the data: the largest type, and the producer with most products of that type.
  const base = queryListing(index, { facets: {}, page: 1 }, 'it')
  const types = base.filters.find((f) => f.name === 'type')!.entries.toSorted((a, b) => b.count - a.count)
  const typeState: FilterState = { facets: { type: [types[0].code] }, page: 1 }
  const producers = queryListing(index, typeState, 'it').filters.find((f) => f.name === 'producer')!.entries
  const producer = producers.toSorted((a, b) => b.count - a.count)[0]
  const twoFilters: FilterState = { facets: { type: [types[0].code], producer: [producer.code] }, page: 1 }
  const twoTypes: FilterState = { facets: { type: [types[0].code, types[1].code], country: [] }, page: 2 }
  const sample = index.products[Math.floor(index.products.length / 2)]
  const words = [sample.title.it.split(' ')[0], sample.code, 'amaro', 'whisky', 'grapa', 'distilleria']
  // What buyers type (the box asks 500 ms after the last key): whole and partial words, one or two
  // typos, several words, codes and code prefixes, a producer's name, a whole title, nothing that exists.
  // Each in both languages. The first query above is kept as it was, to compare with earlier runs.
  const producerName = index.producers.get(sample.producer)?.name.it ?? 'distilleria'
  const longest = producerName.split(' ').toSorted((a, b) => b.length - a.length)[0]
  const typo = (word: string) => word.slice(0, 2) + word.slice(3)
  const mix = (locale: Locale) => [
    'a',
    'gra',
    'sing',
    'amaro',
    'amari',
    'whisky',
    'wisky',
    'grapa',
    'nebiolo',
    'grappa di nebiolo',
    'distilleria alpna',
    'gin london dry',
    'grappa riserva',
    'vermouth di torino',
    'cognac xo',
    'rum agricole',
    'zzqxjwv',
    sample.code,
    sample.code.slice(0, -1),
    sample.title[locale],
    producerName,
    typo(longest),
  ]
  const queries = locales.flatMap((locale) => mix(locale).map((query) => ({ query, locale })))
  const sixLabel = `six: ${words.join(' | ')}`
  const mixLabel = `mix of ${queries.length} (${queries
    .map((q) => q.query)
    .slice(0, mix('it').length)
    .join(' | ')}; it and en)`

  const results = [
    await time(`listing: type=${types[0].code} & producer=${producer.code}`, (i) =>
      queryListing(index, twoFilters, i % 2 ? 'it' : 'en'),
    ),
    await time(`listing: two types, page 2`, (i) => queryListing(index, twoTypes, i % 2 ? 'it' : 'en')),
    await time(`search: ${words.join(' | ')}`, (i) =>
      searchCatalogue(index, words[i % words.length], i % 2 ? 'it' : 'en'),
    ),
    await time(`search: ${mixLabel}`, (i) =>
      searchCatalogue(index, queries[i % queries.length].query, queries[i % queries.length].locale),
    ),
  ]

  // Each candidate alone: its indexes' build time and heap (measured with the catalogue index already built,
  // and released before the next candidate), then the same queries, answers turned into cards as the site does.
  const search: Record<string, unknown>[] = []
  for (const candidate of candidates.filter((c) => chosen.includes(c.name))) {
    const before = heapMb()
    const start = performance.now()
    let find: ReturnType<Candidate['build']> | null = candidate.build(index)
    const build = performance.now() - start
    const heap = heapMb() - before
    const answer = (query: string, locale: Locale) => {
      const found = find!(query, locale)
      return found.products.map((p) => cardOf(index, index.products[p], locale)).length + found.producers.length
    }
    const six = await time(sixLabel, (i) => answer(words[i % words.length], i % 2 ? 'it' : 'en'))
    const all = await time(mixLabel, (i) =>
      answer(queries[i % queries.length].query, queries[i % queries.length].locale),
    )
    if (TOP) {
      for (const { query, locale } of queries) {
        const top = find(query, locale)
          .products.slice(0, TOP)
          .map((p) => `${index.products[p].code} ${index.products[p].title[locale]}`)
        console.log(`${candidate.name} ${locale} ${JSON.stringify(query)}: ${top.join(' · ') || '–'}`)
      }
    }
    search.push({
      candidate: candidate.name,
      build_ms: Math.round(build),
      heap_mb: round(heap, 1),
      six: { p50_ms: six.p50_ms, p99_ms: six.p99_ms, max_ms: six.max_ms },
      mix: { p50_ms: all.p50_ms, p99_ms: all.p99_ms, max_ms: all.max_ms },
    })
    find = null
  }

  const listing = queryListing(index, twoFilters, 'it')
  finish({
    products: index.products.length,
    producers: index.producers.size,
    load_ms:
      loadMs !== null
        ? Math.round(loadMs)
        : process.env.BENCH_GENERATED
          ? `generated (${process.env.BENCH_GENERATED})`
          : `from ${process.env.BENCH_RECORDS}`,
    build_ms: Math.round(buildMs),
    // The index keeps the product records it was built from: they count in its heap.
    index_heap_mb: round(heapAfter - heapBefore, 1),
    of_which_records_mb: round(heapLoaded - heapBefore, 1),
    rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
    check: { twoFilterMatches: listing.total, facets: listing.filters.length },
    results,
    search,
  })
}

main().catch(fail)
