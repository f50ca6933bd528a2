import type { Block } from 'payload'

import { w, type Words } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { wholeNumber } from '../fields/number-decimals'
import { VideoEmbed } from './video-embed'

/**
 * Blocks an editor composes the home and landing pages from (hero, company claims, rich text, product carousel,
 * banner, testimonials, quote, latest news, video). The page's `layout` is localized, so every text here is
 * written once per language.
 */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: w('Apertura', 'Hero'), plural: w('Aperture', 'Heroes') },
  fields: [
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true },
    { name: 'text', label: w('Testo', 'Text'), type: 'textarea' },
    { name: 'image', label: w('Immagine', 'Picture'), type: 'upload', relationTo: 'media' },
    { name: 'ctaLabel', label: w('Testo del pulsante', 'Button text'), type: 'text' },
    { name: 'ctaUrl', label: w('Link del pulsante', 'Button link'), type: 'text', validate: validateLink },
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: w('Testo', 'Text'), plural: w('Testi', 'Texts') },
  fields: [{ name: 'content', label: w('Testo', 'Text'), type: 'richText', required: true }],
}

export const ProductCarouselBlock: Block = {
  slug: 'productCarousel',
  interfaceName: 'ProductCarouselBlock',
  labels: {
    singular: w('Carosello di prodotti', 'Product carousel'),
    plural: w('Caroselli di prodotti', 'Product carousels'),
  },
  fields: [
    { name: 'title', label: w('Titolo', 'Title'), type: 'text' },
    {
      name: 'filter',
      label: w('Filtro', 'Filter'),
      type: 'group',
      admin: {
        description: w(
          'Quali prodotti mostra il carosello: valgono tutte le condizioni insieme',
          'Which products the carousel shows: all conditions apply together',
        ),
      },
      fields: [
        {
          name: 'types',
          label: w('Tipologie', 'Types'),
          type: 'relationship',
          relationTo: 'taxonomy-terms',
          hasMany: true,
          filterOptions: { group: { in: ['type', 'typespirits'] } },
        },
        {
          name: 'projects',
          label: w('Progetti', 'Projects'),
          type: 'relationship',
          relationTo: 'projects',
          hasMany: true,
        },
        { name: 'producer', label: w('Produttore', 'Producer'), type: 'relationship', relationTo: 'producers' },
        { name: 'noveltiesOnly', label: w('Solo novità', 'New products only'), type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'limit',
      label: w('Numero di prodotti', 'Number of products'),
      type: 'number',
      defaultValue: 12,
      min: 1,
      max: 24,
      validate: wholeNumber(12),
    },
  ],
}

/** The four banner kinds; the kind decides where the call to action leads. */
export const bannerKinds = ['conditions', 'contacts', 'clients', 'newsletter'] as const

/** The banner kinds as the admin names them: the page each one leads to. */
const bannerKindLabels: Record<(typeof bannerKinds)[number], Words> = {
  conditions: w('Condizioni di vendita', 'Sales conditions'),
  contacts: w('Contatti', 'Contacts'),
  clients: w('Contatti per Horeca', 'Horeca contacts'),
  newsletter: w('Newsletter', 'Newsletter'),
}

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: w('Banner', 'Banner'), plural: w('Banner', 'Banners') },
  fields: [
    {
      name: 'kind',
      label: w('Tipo', 'Kind'),
      type: 'select',
      required: true,
      options: bannerKinds.map((value) => ({ label: bannerKindLabels[value], value })),
      admin: {
        description: w(
          'La pagina a cui porta il pulsante: condizioni di vendita, contatti, contatti per Horeca o newsletter',
          'The page the button leads to: sales conditions, contacts, Horeca contacts or newsletter',
        ),
      },
    },
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true },
    { name: 'text', label: w('Testo', 'Text'), type: 'textarea' },
    { name: 'ctaLabel', label: w('Testo del pulsante', 'Button text'), type: 'text', required: true },
    {
      name: 'image',
      label: w('Immagine', 'Picture'),
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: w(
          '640x662 (mostrata a 320x331 sugli schermi piccoli)',
          '640x662 (shown at 320x331 on small screens)',
        ),
      },
    },
  ],
}

/** The company's claims: a figure or short fact, a label and a line of explanation each. */
export const ClaimsBlock: Block = {
  slug: 'claims',
  interfaceName: 'ClaimsBlock',
  labels: { singular: w('Punti di forza', 'Claims'), plural: w('Punti di forza', 'Claims') },
  fields: [
    { name: 'title', label: w('Titolo', 'Title'), type: 'text' },
    {
      name: 'items',
      label: w('Punti di forza', 'Claims'),
      labels: { singular: w('Punto di forza', 'Claim'), plural: w('Punti di forza', 'Claims') },
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          name: 'figure',
          label: w('Cifra', 'Figure'),
          type: 'text',
          required: true,
          admin: { description: w('Per esempio 1984, 3 giorni, 160', 'e.g. 1984, 3 days, 160') },
        },
        { name: 'label', label: w('Dicitura', 'Label'), type: 'text', required: true },
        { name: 'text', label: w('Testo', 'Text'), type: 'textarea' },
      ],
    },
  ],
}

/** Testimonials as quote blocks; none chosen shows all of them in their order. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: w('Testimonianze', 'Testimonials'), plural: w('Testimonianze', 'Testimonials') },
  fields: [
    { name: 'title', label: w('Titolo', 'Title'), type: 'text' },
    {
      name: 'testimonials',
      label: w('Testimonianze', 'Testimonials'),
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
    },
  ],
}

/** The latest news and events, newest first. */
export const LatestNewsBlock: Block = {
  slug: 'latestNews',
  interfaceName: 'LatestNewsBlock',
  labels: { singular: w('Ultime news', 'Latest news'), plural: w('Ultime news', 'Latest news') },
  fields: [
    { name: 'title', label: w('Titolo', 'Title'), type: 'text' },
    {
      name: 'limit',
      label: w('Numero di articoli', 'Number of articles'),
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      validate: wholeNumber(3),
    },
  ],
}

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: w('Citazione', 'Quote'), plural: w('Citazioni', 'Quotes') },
  fields: [
    { name: 'testimonial', label: w('Testimonianza', 'Testimonial'), type: 'relationship', relationTo: 'testimonials' },
    {
      name: 'text',
      label: w('Testo', 'Text'),
      type: 'textarea',
      admin: { description: w('Usato se non si sceglie una testimonianza', 'Used when no testimonial is chosen') },
    },
    { name: 'attribution', label: w('Attribuzione', 'Attribution'), type: 'text' },
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
