import type { Block } from 'payload'

import { VideoEmbed } from './video-embed'

/** Blocks an editor composes landing pages from (hero, rich text, product carousel, banner, quote, video). */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'ctaLabel', type: 'text' },
    { name: 'ctaUrl', type: 'text' },
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
        { name: 'types', type: 'relationship', relationTo: 'taxonomy-terms', hasMany: true,
          filterOptions: { group: { in: ['type', 'typespirits'] } } },
        { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true },
        { name: 'producer', type: 'relationship', relationTo: 'producers' },
        { name: 'noveltiesOnly', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'limit', type: 'number', defaultValue: 12, min: 1, max: 24 },
  ],
}

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['conditions', 'contacts', 'clients', 'newsletter'] },
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

export const landingBlocks: Block[] = [HeroBlock, RichTextBlock, ProductCarouselBlock, BannerBlock, QuoteBlock, VideoEmbed]
