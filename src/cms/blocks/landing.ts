import type { Block } from 'payload'

import { validateLink } from '../fields/link-url'
import { VideoEmbed } from './video-embed'

/**
 * Blocks an editor composes the home and landing pages from (hero, company claims, rich text, product carousel,
 * banner, testimonials, quote, latest news, video). The page's `layout` is localized, so every text here is
 * written once per language.
 */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'ctaLabel', type: 'text' },
    { name: 'ctaUrl', type: 'text', validate: validateLink },
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [{ name: 'content', type: 'richText', required: true }],
}

export const ProductCarouselBlock: Block = {
  slug: 'productCarousel',
  interfaceName: 'ProductCarouselBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'filter',
      type: 'group',
      admin: { description: 'Which products the carousel shows: all conditions apply together' },
      fields: [
        {
          name: 'types',
          type: 'relationship',
          relationTo: 'taxonomy-terms',
          hasMany: true,
          filterOptions: { group: { in: ['type', 'typespirits'] } },
        },
        { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true },
        { name: 'producer', type: 'relationship', relationTo: 'producers' },
        { name: 'noveltiesOnly', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'limit', type: 'number', defaultValue: 12, min: 1, max: 24 },
  ],
}

/** The four banner kinds; the kind decides where the call to action leads. */
export const bannerKinds = ['conditions', 'contacts', 'clients', 'newsletter'] as const

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [...bannerKinds],
      admin: {
        description:
          'conditions → sales conditions, contacts → contacts, clients → Horeca contacts, newsletter → newsletter',
      },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'ctaLabel', type: 'text', required: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: '640x662 (shown at 320x331 on small screens)' },
    },
  ],
}

/** The company's claims: a figure or short fact, a label and a line of explanation each. */
export const ClaimsBlock: Block = {
  slug: 'claims',
  interfaceName: 'ClaimsBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'figure', type: 'text', required: true, admin: { description: 'e.g. 1984, 3 days, 160' } },
        { name: 'label', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}

/** Testimonials as quote blocks; none chosen shows all of them in their order. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'testimonials', type: 'relationship', relationTo: 'testimonials', hasMany: true },
  ],
}

/** The latest news and events, newest first. */
export const LatestNewsBlock: Block = {
  slug: 'latestNews',
  interfaceName: 'LatestNewsBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 12 },
  ],
}

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  fields: [
    { name: 'testimonial', type: 'relationship', relationTo: 'testimonials' },
    { name: 'text', type: 'textarea', admin: { description: 'Used when no testimonial is chosen' } },
    { name: 'attribution', type: 'text' },
  ],
}

export const landingBlocks: Block[] = [
  HeroBlock,
  ClaimsBlock,
  RichTextBlock,
  ProductCarouselBlock,
  BannerBlock,
  TestimonialsBlock,
  QuoteBlock,
  LatestNewsBlock,
  VideoEmbed,
]
