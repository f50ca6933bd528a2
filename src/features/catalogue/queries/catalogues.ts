import 'server-only'

import { unstable_cache } from 'next/cache'

import { getLocalizedSlugs, slugWhere } from '@/core/localized-slugs'
import { writtenIn } from '@/core/written-in'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Catalogue, Document, Media } from '@/payload-types'

import { cardPictureSelect, mediaUrl } from '../card-image'

/** A catalogue's cover at the card sizes (300x366, 2x 600x732; 150x183 under 1000 px). */
export type CatalogueCover = { card: string; card2x: string; small: string; alt: string }
/** The PDF to download: its URL (served by the CMS), file name and size in bytes. */
export type CatalogueFile = { url: string; filename: string; size: number | null }

export type CatalogueSummary = {
  title: string
  slug: string
  year: number | null
  summary: string
  cover: CatalogueCover | null
  pdf: CatalogueFile | null
}
export type CatalogueDetail = CatalogueSummary & {
  slugs: Record<Locale, string>
  seo: { title?: string; description?: string }
  /** The languages of its texts and of its PDF: the page's, or the other one's where it has none (decision 100). */
  writtenIn: { text: Locale; file: Locale }
}

const tags = [cacheTags.collection('catalogues'), cacheTags.collection('media'), cacheTags.collection('documents')]
const populate = {
  media: cardPictureSelect,
  documents: { url: true, filename: true, filesize: true },
} as const

function coverOf(media: Catalogue['cover']): CatalogueCover | null {
  if (!media || typeof media !== 'object') return null
  const m = media as Media
  const card = m.sizes?.card?.url
  const card2x = m.sizes?.card2x?.url || m.url
  const small = m.sizes?.cardSmall?.url || card
  if (!card || !card2x || !small) return null
  return { card: mediaUrl(card), card2x: mediaUrl(card2x), small: mediaUrl(small), alt: m.alt ?? '' }
}

function fileOf(doc: Catalogue['pdf'] | undefined): CatalogueFile | null {
  if (!doc || typeof doc !== 'object') return null
  const d = doc as Document
  if (!d.url) return null
  return { url: mediaUrl(d.url), filename: d.filename ?? '', size: d.filesize ?? null }
}

const summaryOf = (d: Catalogue): CatalogueSummary => ({
  title: d.title,
  slug: d.slug,
  year: d.year ?? null,
  summary: d.summary?.trim() ?? '',
  cover: coverOf(d.cover),
  pdf: fileOf(d.pdf),
})

export const listCatalogues = unstable_cache(
  async (locale: Locale): Promise<CatalogueSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'catalogues',
      sort: '-year',
      limit: 100,
      depth: 1,
      populate,
      locale,
    })
    return docs.map(summaryOf)
  },
  ['list-catalogues-files'],
  { tags },
)

export const getCatalogueBySlug = unstable_cache(
  async (slug: string, locale: Locale): Promise<CatalogueDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'catalogues',
      where: await slugWhere('catalogues', slug, locale),
      limit: 1,
      depth: 1,
      populate,
      locale,
    })
    const d = docs[0]
    if (!d) return null
    return {
      ...summaryOf(d),
      slugs: await getLocalizedSlugs('catalogues', d.id, d.slug),
      seo: { title: d.seo?.title || undefined, description: d.seo?.description || undefined },
      writtenIn: await writtenIn('catalogues', d.id, locale),
    }
  },
  ['catalogue-by-slug-written-in'],
  { tags },
)
