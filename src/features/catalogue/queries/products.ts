import 'server-only'

import { unstable_cache } from 'next/cache'

import type { FilterDimension } from '@/i18n/catalogue-paths'
import { type Locale, otherLocale } from '@/i18n/locales'
import { getLocalizedSlugs } from '@/core/localized-slugs'
import { getPayloadClient } from '@/lib/payload'
import type { Media, Producer as ProducerDoc, Product as ProductDoc, TaxonomyTerm } from '@/payload-types'

import { cardImage, mediaUrl } from '../card-image'
import type { CardImage, ProductCardData } from '../types'
import { cardPopulate, cardTags, clean, relationOf, toProductCard, visible } from './product-cards'

/** A filter value a sheet field links to (its filtered listing, spec §2). */
export type SheetLink = { dimension: Exclude<FilterDimension, 'producer'>; slug: string }

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

async function findProductBySlug(slug: string, locale: Locale): Promise<ProductDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [visible, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    populate: cardPopulate,
    locale,
  })
  return docs[0] ?? null
}

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
