import type { FilterState } from '@/i18n/filter-state'
import { type Locale, locales, otherLocale } from '@/i18n/locales'
import { type PillarCode, pillarCodes } from '@/lib/pillars'

import type { ProductCardData, SearchResults } from '../types'
import { knownState } from './facet-counts'
import { buildFacetColumns, type FacetColumn } from './facets'
import { type FilterList, filterLists } from './filter-lists'
import type { CatalogueRecords, Localized, ProducerRecord, ProductRecord } from './records'
import { buildLocaleSearch, type LocaleSearch, type SearchDocument, searchLocale, type SearchProducer } from './search'
import { countState } from './state-counts'

/**
 * The in-process catalogue index (decision 009): the products a visitor may see, their
 * facet columns, their order per language, and the search indexes. Built from plain records; queries
 * never touch the database.
 */
export type CatalogueIndex = {
  products: ProductRecord[]
  columns: FacetColumn[]
  /** Product positions sorted by title in each language. */
  order: Record<Locale, Int32Array>
  producers: Map<number, ProducerRecord>
  /** Producers with at least one shown product, by position for the search. */
  searchableProducers: ProducerRecord[]
  search: Record<Locale, LocaleSearch>
  termCodes: Map<number, string>
  /** Every filter value's label, by its database id: a product's type and sub-type are searched by them. */
  termLabels: Map<number, Localized>
  projectCodes: Map<number, string>
  /** The shown product each former slug names (newest change first wins). */
  formerProducts: Map<string, ProductRecord>
}

/** Listing page size: six rows of four cards. */
export const PAGE_SIZE = 24

/** Only products with a spirit type are shown or found. */
export const isShown = (p: ProductRecord): boolean => p.spiritType !== null

export async function buildCatalogueIndex(records: CatalogueRecords): Promise<CatalogueIndex> {
  const products = records.products.filter(isShown)
  const producers = new Map(records.producers.map((p) => [p.id, p]))
  const columns = buildFacetColumns(records, products)
  const order = Object.fromEntries(
    locales.map((locale) => {
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
      const positions = Array.from(products.keys()).sort(
        (a, b) => collator.compare(products[a].title[locale], products[b].title[locale]) || a - b,
      )
      return [locale, Int32Array.from(positions)]
    }),
  ) as Record<Locale, Int32Array>
  const withProducts = new Set(products.map((p) => p.producer))
  const searchableProducers = records.producers.filter((p) => withProducts.has(p.id))
  const termLabels = new Map(records.terms.map((t) => [t.id, t.label]))
  const search = Object.fromEntries(
    locales.map((locale) => {
      const texts = searchTexts({ products, producers, searchableProducers, termLabels }, locale)
      return [locale, buildLocaleSearch(locale, texts.products, texts.producers, order[locale])]
    }),
  ) as Record<Locale, LocaleSearch>
  return {
    products,
    columns,
    order,
    producers,
    searchableProducers,
    search,
    termCodes: new Map(records.terms.map((t) => [t.id, t.code])),
    termLabels,
    projectCodes: new Map(records.projects.map((p) => [p.id, p.code])),
    formerProducts: formerProductsOf(records, products),
  }
}

/** Each former product slug's shown product; the newest change first, so it wins a slug two products once had. */
function formerProductsOf(records: CatalogueRecords, products: ProductRecord[]): Map<string, ProductRecord> {
  const byId = new Map(products.map((p) => [p.id, p]))
  const former = new Map<string, ProductRecord>()
  for (const [slug, id] of records.formerProductSlugs ?? []) {
    const product = byId.get(id)
    if (product && !former.has(slug)) former.set(slug, product)
  }
  return former
}

/** What one language's search indexes are built from: the texts of the shown products and their producers. */
export function searchTexts(
  index: Pick<CatalogueIndex, 'products' | 'producers' | 'searchableProducers' | 'termLabels'>,
  locale: Locale,
): { products: SearchDocument[]; producers: SearchProducer[] } {
  const label = (id: number | null) => (id === null ? '' : (index.termLabels.get(id)?.[locale] ?? ''))
  return {
    products: index.products.map((p, position) => ({
      position,
      code: p.code,
      title: p.title[locale],
      producer: index.producers.get(p.producer)?.name[locale] ?? '',
      denomination: p.denomination[locale],
      grapes: p.grapes[locale],
      // The search page asks for "a name, a type, a grape or a denomination": the menu's type and the sub-type, by
      // the labels the site shows ("Soft drinks" found nothing, the seventh check from outside).
      kind: `${label(p.type)} ${label(p.spiritType)}`.trim(),
    })),
    producers: index.searchableProducers.map((p, position) => ({ position, name: p.name[locale] })),
  }
}

const pillars = new Set<string>(pillarCodes)

export function cardOf(index: CatalogueIndex, p: ProductRecord, locale: Locale): ProductCardData {
  return {
    code: p.code,
    title: p.title[locale],
    ...(p.writtenIn && p.writtenIn !== locale ? { lang: p.writtenIn } : {}),
    slug: p.slug[locale],
    producer: index.producers.get(p.producer)?.name[locale] ?? '',
    image: p.image
      ? { card: p.image.card, card2x: p.image.card2x, small: p.image.small, alt: p.image.alt[locale] }
      : null,
    certification: p.certification !== null ? (index.termCodes.get(p.certification) ?? null) : null,
    projects: p.projects
      .map((id) => index.projectCodes.get(id))
      .filter((code): code is PillarCode => code !== undefined && pillars.has(code)),
  }
}

export type Listing = {
  cards: ProductCardData[]
  /** The database ids of the cards' products, in the cards' order (their pages carry their document tags). */
  ids: number[]
  total: number
  page: number
  totalPages: number
  filters: FilterList[]
  /** The state actually applied: unknown codes dropped, the page within range. */
  state: FilterState
}

/**
 * One listing page with its filter lists (issue 4): the products matching every selected facet, sorted by
 * title, and each facet's disjunctive counts. A page past the last one shows the last.
 */
export function queryListing(
  index: CatalogueIndex,
  requested: FilterState,
  locale: Locale,
  pageSize = PAGE_SIZE,
): Listing {
  const state = knownState(index.columns, requested)
  const counted = countState(index.columns, state, index.order[locale])
  const totalPages = Math.max(1, Math.ceil(counted.matches / pageSize))
  // A page past the end (an old link, a hand-edited URL) shows the last page.
  const page = Math.min(state.page, totalPages)
  const hits = Array.from(counted.matching.subarray((page - 1) * pageSize, page * pageSize))
  return {
    cards: hits.map((p) => cardOf(index, index.products[p], locale)),
    ids: hits.map((p) => index.products[p].id),
    total: counted.matches,
    page,
    totalPages,
    filters: filterLists(index.columns, state, counted, locale),
    state: { ...state, page },
  }
}

export type SearchAnswer = SearchResults

/** Products and producers for the search box: two lists of at most 50. */
export async function searchCatalogue(index: CatalogueIndex, query: string, locale: Locale): Promise<SearchAnswer> {
  const found = searchLocale(index.search[locale], query, index.search[otherLocale(locale)])
  return {
    products: found.products.map((p) => cardOf(index, index.products[p], locale)),
    producers: found.producers.map((p) => {
      const producer = index.searchableProducers[p]
      return { code: producer.code, label: producer.name[locale], slug: producer.slug[locale] }
    }),
    more: found.more,
  }
}
