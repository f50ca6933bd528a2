import 'server-only'

import { unstable_cache } from 'next/cache'

import { type SheetLine, type SheetLineName, sheetLines } from '@/cms/fields/product-sheet'
import { getLocalizedSlugs } from '@/core/localized-slugs'
import { hasOwnText, languageOfTitle } from '@/core/written-in'
import { dimensionOfGroup, type FilterDimension } from '@/i18n/catalogue-paths'
import { type Locale, localeTags, otherLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Media, Producer as ProducerDoc, Product as ProductDoc, TaxonomyTerm } from '@/payload-types'

import { cardImage, mediaUrl } from '../card-image'
import { findProductBySlug } from '../catalogue-index/addresses'
import { getCatalogueIndex } from '../catalogue-index/store'
import type { CardImage, ProductCardData } from '../types'
import { cardPopulate, cardTags, clean, relationOf, toProductCard, visible } from './product-cards'

/** A filter value a sheet line links to: its filtered listing. */
export type SheetLink = { dimension: FilterDimension; slug: string }

/** One line of the sheet that has a value (a line without one is never printed), with its label. */
export type SheetEntry = {
  key: SheetLineName
  label: string
  value: string
  long: boolean
  link?: SheetLink
  /** A text shown in the other language's words, where this one has none of its own (its `lang`). */
  writtenIn?: Locale
}

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
  /** The sheet lines that have a value, in the order of the sheet. */
  sheet: SheetEntry[]
  seo: { title?: string; description?: string }
  /** The language its texts are in: the page's, or the other one's where it has none of its own (decision 100). */
  writtenIn: Locale
  /** The description's language, where it is the other one's words in a product that has a title of its own. */
  descriptionIn: Locale
}

async function findProductById(id: number, locale: Locale): Promise<ProductDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [visible, { id: { equals: id } }] },
    limit: 1,
    depth: 1,
    populate: cardPopulate,
    locale,
  })
  return docs[0] ?? null
}

/** The sheet's lines that have a value, in the sheet's order (`sheetLines`); numbers formatted for the language. */
function sheetEntries(doc: ProductDoc, locale: Locale): SheetEntry[] {
  const fields = (doc.sheet ?? {}) as Record<string, string | number | null | undefined>
  const number = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 })
  const read = (line: SheetLine): { value: string; link?: SheetLink } => {
    switch (line.kind) {
      case 'filter': {
        const term = relationOf<TaxonomyTerm>((doc as unknown as Record<string, ProductDoc['color']>)[line.name])
        if (!term) return { value: '' }
        const dimension = dimensionOfGroup(term.group)
        return { value: term.label, link: dimension && term.slug ? { dimension, slug: term.slug } : undefined }
      }
      case 'number': {
        const value = fields[line.name]
        if (typeof value !== 'number') return { value: '' }
        // A unit makes it a measure (42% vol); without one it is a year or a count, printed as it is.
        return {
          value: line.unit
            ? `${number.format(value)}${line.unit.startsWith('%') ? '' : ' '}${line.unit}`
            : String(value),
        }
      }
      default:
        return { value: clean(fields[line.name]) }
    }
  }
  return (sheetLines as readonly SheetLine[]).flatMap((line) => {
    const { value, link } = read(line)
    if (!value) return []
    const entry: SheetEntry = {
      key: line.name as SheetLineName,
      label: line.label[locale],
      value,
      long: line.kind === 'longText',
    }
    if (link) entry.link = link
    return [entry]
  })
}

/** The sheet's texts that are translated, one per language: the others read the same in every language. */
const localizedSheetTexts = new Set(
  (sheetLines as readonly SheetLine[])
    .filter((line) => line.kind === 'longText' || (line.kind === 'text' && line.localized))
    .map((line) => line.name),
)

/**
 * Which of a product's translated texts have none of their own in `locale` (the site shows the other language's in
 * their place): an English title and description saved over a sheet written in Italian showed its Italian lines on the
 * English page unmarked, read by a screen reader as English (the thirty-first check from outside). One read without
 * fallback, which also says whether its title is its own (the product's language, as `writtenIn` reads it).
 */
async function borrowedTexts(id: number, locale: Locale): Promise<{ borrowed: Set<string>; writtenIn: Locale }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { equals: id } },
    locale,
    fallbackLocale: false,
    select: { title: true, description: true, sheet: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const own = docs[0]
  const sheet = (own?.sheet ?? {}) as Record<string, unknown>
  const borrowed = new Set([...localizedSheetTexts].filter((name) => !hasOwnText(sheet[name])))
  if (!hasOwnText(own?.description)) borrowed.add('description')
  // The language of the product's texts as a whole, as `writtenIn` reads it, from the same read.
  return { borrowed, writtenIn: languageOfTitle(own?.title, locale) }
}

/**
 * A product's sheet data, cached under its own document tag (decision 030): saving another product leaves it, and
 * the pages that read it, in the cache. The terms, producers, pictures and projects it shows keep their collection tags.
 */
const readProductDetail = (id: number, locale: Locale) =>
  unstable_cache(
    async (): Promise<ProductDetail | null> => {
      const doc = await findProductById(id, locale)
      if (!doc) return null
      const producer = relationOf<ProducerDoc>(doc.producer)
      const type = relationOf<TaxonomyTerm>(doc.type)
      const spiritType = relationOf<TaxonomyTerm>(doc.spiritType)
      const media = (doc.pictures ?? []).map((m) => relationOf<Media>(m)).filter((m): m is Media => !!m)
      const { borrowed, writtenIn } = await borrowedTexts(doc.id, locale)
      const other = otherLocale(locale)
      return {
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
        sheet: sheetEntries(doc, locale).map((entry) =>
          borrowed.has(entry.key) ? { ...entry, writtenIn: other } : entry,
        ),
        seo: { title: doc.seo?.title || undefined, description: doc.seo?.description || undefined },
        writtenIn,
        descriptionIn: borrowed.has('description') ? other : locale,
      }
    },
    ['product-detail-texts-in', String(id), locale],
    {
      tags: [cacheTags.document('products', id), ...cardTags.filter((tag) => tag !== cacheTags.collection('products'))],
    },
  )()

/**
 * A product by the slug of the current language; `redirectSlug` is set when the slug belongs to the
 * other language (a switched language or an old link), so the page can send the visitor to the right URL.
 * The slug is found in the catalogue index (whose tags a slug change expires), then the sheet is read by id.
 */
export async function getProductBySlug(
  slug: string,
  locale: Locale,
): Promise<{ product: ProductDetail | null; redirectSlug?: string }> {
  const index = await getCatalogueIndex()
  const found = findProductBySlug(index, slug, locale)
  if (!found) return { product: null }
  if (!found.sameLocale) return { product: null, redirectSlug: found.product.slug[locale] || undefined }
  return { product: await readProductDetail(found.product.id, locale) }
}
