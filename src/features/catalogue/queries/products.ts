import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { type Locale, otherLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'
import { type PillarCode, pillarCodes } from '@/lib/pillars'
import type { Media, Product as ProductDoc, Producer as ProducerDoc, Project, TaxonomyTerm } from '@/payload-types'

import { cardImage, mediaUrl } from '../card-image'
import type { CardImage, ProductCardData } from '../types'

/** @deprecated the card is `ProductCardData` (types.ts); kept for callers that still name it so. */
export type ProductCard = ProductCardData

/** A filter value a sheet field links to (its filtered listing, spec §2). */
export type SheetLink = { dimension: 'type' | 'color' | 'region' | 'country'; slug: string }

/**
 * The product sheet fields of spec §3 in the spec's order, with the CMS's alcohol after the format, the
 * sub-type after the type and the certification last. Texts the CMS holds as long text areas are `long`:
 * the sheet prints them as paragraphs, the others as a compact table.
 */
export const sheetFieldOrder = [
  'format',
  'alcohol',
  'vintage',
  'type',
  'spiritType',
  'color',
  'region',
  'country',
  'denomination',
  'organoleptic',
  'ageing',
  'vinification',
  'harvest',
  'soil',
  'yieldPerHectare',
  'plantingYear',
  'breeding',
  'vineyard',
  'grapes',
  'notes',
  'sparklingMethod',
  'style',
  'taste',
  'origin',
  'cask',
  'pairings',
  'cocktail',
  'awards',
  'sugar',
  'curiosity',
  'fruity',
  'variety',
  'aromas',
  'certification',
] as const
export type SheetFieldKey = (typeof sheetFieldOrder)[number]

const longFields: ReadonlySet<SheetFieldKey> = new Set<SheetFieldKey>([
  'organoleptic',
  'ageing',
  'vinification',
  'notes',
  'pairings',
  'cocktail',
  'awards',
  'curiosity',
  'aromas',
])

/** One non-empty field of the sheet: never an empty value (spec §3, issue 4: none printed empty). */
export type SheetEntry = { key: SheetFieldKey; value: string; long: boolean; link?: SheetLink }

export type ProductDetail = ProductCardData & {
  id: number
  description: string
  /** The menu type (breadcrumb, JSON-LD category) and the sub-type. */
  type: { label: string; slug: string } | null
  spiritType: { label: string; slug: string } | null
  slugs: Record<Locale, string>
  producerSlug: string | null
  producerId: number | null
  typeId: number | null
  /** Every picture, the first being the card's. */
  pictures: CardImage[]
  /** Full-size picture URLs for structured data (relative to the site). */
  pictureUrls: string[]
  /** The non-empty sheet fields, in the order of spec §3. */
  sheet: SheetEntry[]
  seo: { title?: string; description?: string }
}

export type ProducerSummary = {
  code: string
  name: string
  slug: string
  region: string
  country: string
  town: string
}
export type ProducerDetail = ProducerSummary & {
  id: number
  description: string
  founded: number | null
  website: string | null
  picture: CardImage | null
  slugs: Record<Locale, string>
  products: ProductCardData[]
  seo: { title?: string; description?: string }
}

const PAGE_SIZE = 24

const relationOf = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

const labelOf = (term: number | TaxonomyTerm | null | undefined): string => relationOf(term)?.label ?? ''

const isPillar = (code: string): code is PillarCode => (pillarCodes as readonly string[]).includes(code)

/**
 * What a card reads of a product and of the documents it points at: pass both to `payload.find` (with
 * `depth: 1`) and map each document with `toProductCard`. A query that uses them reads media, producers,
 * taxonomy terms and projects, so its cache tags include theirs (`cardTags`).
 */
export const cardSelect = {
  code: true,
  title: true,
  slug: true,
  producer: true,
  pictures: true,
  certification: true,
  projects: true,
} as const
export const cardPopulate = {
  producers: { name: true, slug: true },
  media: { alt: true, sizes: true, url: true },
  'taxonomy-terms': { code: true, label: true, slug: true },
  projects: { code: true },
} as const
export const cardTags = [
  cacheTags.collection('products'),
  cacheTags.collection('producers'),
  cacheTags.collection('media'),
  cacheTags.collection('taxonomy-terms'),
  cacheTags.collection('projects'),
]

type CardFields = Pick<ProductDoc, 'code' | 'title' | 'slug' | 'producer' | 'pictures' | 'certification' | 'projects'>

/** A product document (read with `cardSelect`/`cardPopulate`) as a card of spec §3. */
export function toProductCard(p: CardFields): ProductCardData {
  const projects = (p.projects ?? [])
    .map((project) => relationOf<Project>(project)?.code ?? '')
    .filter(isPillar)
  return {
    code: p.code,
    title: p.title,
    slug: p.slug,
    producer: relationOf<ProducerDoc>(p.producer)?.name ?? '',
    image: cardImage(p.pictures?.[0]),
    certification: relationOf<TaxonomyTerm>(p.certification)?.code ?? null,
    projects: pillarCodes.filter((code) => projects.includes(code)),
  }
}

/** Spec §7.1: only products with a spirit type code are ever shown. */
const visible: Where = { spiritType: { exists: true } }

/** A listing's filter: taxonomy terms and producers by id (the filtered routes resolve slugs to ids). */
export type ProductFilter = {
  type?: number
  spiritType?: number
  color?: number
  region?: number
  country?: number
  producer?: number
  novelty?: boolean
}

const filterFields = ['type', 'spiritType', 'color', 'region', 'country', 'producer'] as const

export const listProducts = unstable_cache(
  async (locale: Locale, filter: ProductFilter, page: number, limit: number = PAGE_SIZE) => {
    const payload = await getPayloadClient()
    const and: Where[] = [visible]
    for (const field of filterFields) {
      if (filter[field]) and.push({ [field]: { equals: filter[field] } })
    }
    if (filter.novelty) and.push({ novelty: { equals: true } })
    const result = await payload.find({
      collection: 'products',
      where: { and },
      sort: 'title',
      limit,
      page,
      depth: 1,
      select: cardSelect,
      populate: cardPopulate,
      locale,
    })
    return {
      cards: result.docs.map(toProductCard),
      page: result.page ?? 1,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  ['list-products-cards'],
  { tags: cardTags },
)

async function findProductBySlug(slug: string, locale: Locale): Promise<ProductDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [visible, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    populate: {
      producers: { name: true, slug: true },
      media: { alt: true, sizes: true, url: true },
      'taxonomy-terms': { code: true, label: true, slug: true },
      projects: { code: true },
    },
    locale,
  })
  return docs[0] ?? null
}

const clean = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim()

/** The sheet's non-empty fields in spec order; numbers formatted for the language. */
function sheetEntries(doc: ProductDoc, locale: Locale): SheetEntry[] {
  const s = doc.sheet ?? {}
  const number = new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 1 })
  const term = (value: ProductDoc['color'], dimension?: SheetLink['dimension']) => {
    const t = relationOf<TaxonomyTerm>(value)
    if (!t) return { value: '' }
    return { value: t.label, link: dimension && t.slug ? { dimension, slug: t.slug } : undefined }
  }
  const values: Record<SheetFieldKey, { value: string; link?: SheetLink }> = {
    format: { value: clean(s.format) },
    alcohol: { value: typeof s.alcohol === 'number' ? `${number.format(s.alcohol)}% vol` : '' },
    vintage: { value: clean(s.vintage) },
    type: term(doc.type, 'type'),
    spiritType: term(doc.spiritType, 'type'),
    color: term(doc.color, 'color'),
    region: term(doc.region, 'region'),
    country: term(doc.country, 'country'),
    denomination: { value: clean(s.denomination) },
    organoleptic: { value: clean(s.organoleptic) },
    ageing: { value: clean(s.ageing) },
    vinification: { value: clean(s.vinification) },
    harvest: { value: clean(s.harvest) },
    soil: { value: clean(s.soil) },
    yieldPerHectare: { value: clean(s.yieldPerHectare) },
    plantingYear: { value: clean(s.plantingYear) },
    breeding: { value: clean(s.breeding) },
    vineyard: { value: clean(s.vineyard) },
    grapes: { value: clean(s.grapes) },
    notes: { value: clean(s.notes) },
    sparklingMethod: { value: clean(s.sparklingMethod) },
    style: term(doc.style),
    taste: term(doc.taste),
    origin: { value: clean(s.origin) },
    cask: { value: clean(s.cask) },
    pairings: { value: clean(s.pairings) },
    cocktail: { value: clean(s.cocktail) },
    awards: { value: clean(s.awards) },
    sugar: { value: clean(s.sugar) },
    curiosity: { value: clean(s.curiosity) },
    fruity: { value: clean(s.fruity) },
    variety: { value: clean(s.variety) },
    aromas: { value: clean(s.aromas) },
    certification: term(doc.certification),
  }
  return sheetFieldOrder.flatMap((key) => {
    const { value, link } = values[key]
    if (!value.trim()) return []
    const entry: SheetEntry = { key, value: value.trim(), long: longFields.has(key) }
    if (link) entry.link = link
    return [entry]
  })
}

/**
 * A product by the slug of the current language; `redirectSlug` is set when the slug belongs to the
 * other language (a switched language or an old link), so the page can send the visitor to the right URL.
 */
export const getProductBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<{ product: ProductDetail | null; redirectSlug?: string }> => {
    const doc = await findProductBySlug(slug, locale)
    if (!doc) {
      const other = await findProductBySlug(slug, otherLocale(locale))
      if (!other) return { product: null }
      return { product: null, redirectSlug: (await getLocalizedSlugs('products', other.id, slug))[locale] }
    }
    const producer = relationOf<ProducerDoc>(doc.producer)
    const type = relationOf<TaxonomyTerm>(doc.type)
    const spiritType = relationOf<TaxonomyTerm>(doc.spiritType)
    const media = (doc.pictures ?? []).map((m) => relationOf<Media>(m)).filter((m): m is Media => !!m)
    return {
      product: {
        ...toProductCard(doc),
        id: doc.id,
        description: clean(doc.description),
        type: type ? { label: type.label, slug: type.slug } : null,
        spiritType: spiritType ? { label: spiritType.label, slug: spiritType.slug } : null,
        slugs: await getLocalizedSlugs('products', doc.id, doc.slug),
        producerSlug: producer?.slug ?? null,
        producerId: producer?.id ?? null,
        typeId: type?.id ?? null,
        pictures: media.map(cardImage).filter((p): p is CardImage => !!p),
        pictureUrls: media.map((m) => mediaUrl(m.sizes?.card2x?.url || m.url || '')).filter(Boolean),
        sheet: sheetEntries(doc, locale),
        seo: { title: doc.seo?.title || undefined, description: doc.seo?.description || undefined },
      },
    }
  },
  ['product-by-slug-detail'],
  { tags: cardTags },
)

/**
 * Related products of a sheet (spec §2, product carousel): the same producer's first, then the same type's,
 * never the product itself, at most `limit`.
 */
export const listRelatedProducts = unstable_cache(
  async (
    locale: Locale,
    productId: number,
    producerId: number | null,
    typeId: number | null,
    limit: number = 12,
  ): Promise<ProductCardData[]> => {
    const payload = await getPayloadClient()
    const notSelf: Where = { id: { not_equals: productId } }
    const find = (where: Where[], max: number) =>
      payload.find({
        collection: 'products',
        where: { and: [visible, notSelf, ...where] },
        sort: 'title',
        limit: max,
        depth: 1,
        pagination: false,
        select: cardSelect,
        populate: cardPopulate,
        locale,
      })
    const same = producerId ? (await find([{ producer: { equals: producerId } }], limit)).docs : []
    let docs = same
    if (typeId && docs.length < limit) {
      const more = await find(
        [{ type: { equals: typeId } }, ...(producerId ? [{ producer: { not_equals: producerId } }] : [])],
        limit - docs.length,
      )
      docs = [...docs, ...more.docs]
    }
    return docs.map(toProductCard)
  },
  ['related-products'],
  { tags: cardTags },
)

export const listProducers = unstable_cache(
  async (locale: Locale): Promise<ProducerSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'producers',
      sort: 'name',
      limit: 5000,
      depth: 1,
      select: { code: true, name: true, slug: true, region: true, country: true, town: true },
      populate: { 'taxonomy-terms': { label: true } },
      locale,
    })
    return docs
      .map((d) => ({
        code: d.code,
        name: d.name,
        slug: d.slug,
        region: labelOf(d.region),
        country: labelOf(d.country),
        town: d.town?.trim() ?? '',
      }))
      .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }))
  },
  ['list-producers-summary'],
  { tags: [cacheTags.collection('producers'), cacheTags.collection('taxonomy-terms')] },
)

const PRODUCER_PRODUCTS_MAX = 120

export const getProducerBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<ProducerDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'producers',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      joins: false,
      select: {
        code: true,
        name: true,
        slug: true,
        region: true,
        country: true,
        town: true,
        founded: true,
        website: true,
        description: true,
        picture: true,
        seo: true,
      },
      populate: { 'taxonomy-terms': { label: true }, media: { alt: true, sizes: true, url: true } },
      locale,
    })
    const doc = docs[0]
    if (!doc) return null
    const products = await listProducts(locale, { producer: doc.id }, 1, PRODUCER_PRODUCTS_MAX)
    return {
      id: doc.id,
      code: doc.code,
      name: doc.name,
      slug: doc.slug,
      region: labelOf(doc.region),
      country: labelOf(doc.country),
      town: doc.town?.trim() ?? '',
      founded: doc.founded ?? null,
      website: doc.website?.trim() || null,
      description: clean(doc.description),
      picture: cardImage(doc.picture),
      slugs: await getLocalizedSlugs('producers', doc.id, doc.slug),
      products: products.cards,
      seo: { title: doc.seo?.title || undefined, description: doc.seo?.description || undefined },
    }
  },
  ['producer-by-slug-detail'],
  { tags: cardTags },
)

type SlugCollection = 'producers' | 'projects' | 'catalogues'

/**
 * The slug of this language of a document found by its slug in the other language (decision 002: a
 * localized slug of the other language is answered with a permanent redirect); null when there is none.
 */
export const slugInOtherLanguage = unstable_cache(
  async (collection: SlugCollection, slug: string, locale: Locale): Promise<string | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      select: { slug: true },
      locale: otherLocale(locale),
    })
    const doc = docs[0]
    if (!doc) return null
    const own = (await getLocalizedSlugs(collection, doc.id, slug))[locale]
    return own && own !== slug ? own : null
  },
  ['slug-in-other-language'],
  {
    tags: [cacheTags.collection('producers'), cacheTags.collection('projects'), cacheTags.collection('catalogues')],
  },
)
