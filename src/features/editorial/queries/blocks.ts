import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { bannerKinds } from '@/cms/blocks/landing'
import { linkInLocale } from '@/i18n/alternate-path'
import type { Locale } from '@/i18n/locales'
import { linkHref } from '@/lib/link-href'
import { type BannerImage, bannerImage } from '@/lib/media'
import type { Page as PageDoc, Testimonial as TestimonialDoc } from '@/payload-types'

/** A testimonial as a quote block shows it, attributed by first name, business and city. */
export type Testimonial = { id: number; quote: string; firstName: string; business: string; city: string }

/** What the product carousel block asks the catalogue for: codes of the catalogue index's facets. */
export type CarouselFilter = {
  type: string[]
  spirit: string[]
  project: string[]
  producer: string[]
  novelty: boolean
}

type BannerKind = (typeof bannerKinds)[number]

/** The blocks of a home or landing page (src/cms/blocks/landing.ts), mapped to plain values. */
export type PageBlock =
  | {
      type: 'hero'
      key: string
      title: string
      text: string
      image: BannerImage | null
      cta: { label: string; href: string } | null
    }
  | { type: 'claims'; key: string; title: string; items: { figure: string; label: string; text: string }[] }
  | { type: 'richText'; key: string; content: SerializedEditorState }
  | { type: 'productCarousel'; key: string; title: string; filter: CarouselFilter; limit: number }
  | {
      type: 'banner'
      key: string
      kind: BannerKind
      title: string
      text: string
      ctaLabel: string
      image: BannerImage | null
    }
  | { type: 'testimonials'; key: string; title: string; ids: number[] }
  /** `quotesTestimonial`: its text is a testimonial's, in the page's language as the testimonial has it. */
  | { type: 'quote'; key: string; text: string; attribution: string; quotesTestimonial: boolean }
  | { type: 'latestNews'; key: string; title: string; limit: number }
  | { type: 'video'; key: string; url: string; title: string }

export const toTestimonial = (d: TestimonialDoc): Testimonial => ({
  id: d.id,
  quote: d.quote,
  firstName: d.firstName,
  business: d.business,
  city: d.city,
})

/** "Chiara, Osteria del Ponte, Verona": how a testimonial is attributed. */
export const attributionOf = (t: Testimonial): string => [t.firstName, t.business, t.city].join(', ')

type Related = { id: number; code?: string | null; group?: string | null } | number | null | undefined
const codeOf = (doc: Related) => (doc && typeof doc === 'object' && doc.code ? doc.code : null)
const codes = (docs: Related[] | null | undefined) => (docs ?? []).map(codeOf).filter((c): c is string => !!c)

type LayoutBlock = NonNullable<PageDoc['layout']>[number]

function toBlock(b: LayoutBlock, index: number, locale: Locale): PageBlock | null {
  const key = b.id ?? `${b.blockType}-${index}`
  switch (b.blockType) {
    case 'hero': {
      const link = linkHref(b.ctaUrl)
      const href = link ? linkInLocale(link, locale) : null
      return {
        type: 'hero',
        key,
        title: b.title,
        text: b.text ?? '',
        image: bannerImage(b.image),
        cta: b.ctaLabel && href ? { label: b.ctaLabel, href } : null,
      }
    }
    case 'claims':
      return {
        type: 'claims',
        key,
        title: b.title ?? '',
        items: b.items.map((i) => ({ figure: i.figure, label: i.label, text: i.text ?? '' })),
      }
    case 'richText':
      return { type: 'richText', key, content: b.content as SerializedEditorState }
    case 'productCarousel': {
      const types = (b.filter?.types ?? []) as Related[]
      const ofGroup = (group: string) => codes(types.filter((t) => t && typeof t === 'object' && t.group === group))
      return {
        type: 'productCarousel',
        key,
        title: b.title ?? '',
        filter: {
          type: ofGroup('type'),
          spirit: ofGroup('typespirits'),
          project: codes(b.filter?.projects as Related[]),
          producer: codes([b.filter?.producer as Related]),
          novelty: !!b.filter?.noveltiesOnly,
        },
        limit: b.limit ?? 12,
      }
    }
    case 'banner':
      return {
        type: 'banner',
        key,
        kind: b.kind,
        title: b.title,
        text: b.text ?? '',
        ctaLabel: b.ctaLabel,
        image: bannerImage(b.image),
      }
    case 'testimonials':
      return {
        type: 'testimonials',
        key,
        title: b.title ?? '',
        ids: (b.testimonials ?? []).map((t) => (typeof t === 'object' ? t.id : t)),
      }
    case 'quote': {
      const t = b.testimonial && typeof b.testimonial === 'object' ? toTestimonial(b.testimonial) : null
      const text = t?.quote ?? b.text ?? ''
      if (!text) return null
      return {
        type: 'quote',
        key,
        text,
        attribution: t ? attributionOf(t) : (b.attribution ?? ''),
        quotesTestimonial: !!t,
      }
    }
    case 'latestNews':
      return { type: 'latestNews', key, title: b.title ?? '', limit: b.limit ?? 3 }
    case 'videoEmbed':
      return { type: 'video', key, url: b.url, title: b.title }
    default:
      return null
  }
}

/**
 * A page's layout as plain blocks, its links to pages of this site in `locale`; blocks an editor left incomplete are
 * skipped, never a broken page.
 */
export function toBlocks(layout: PageDoc['layout'], locale: Locale): PageBlock[] {
  return (layout ?? []).map((b, index) => toBlock(b, index, locale)).filter((b): b is PageBlock => b !== null)
}
