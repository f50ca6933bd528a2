import type { TermFilterField } from '@/cms/fields/product-filters'

/**
 * The shape of the demo content, independent of the CMS: generators in `seed/data` and `seed/generate`
 * return these plain objects, and `seed/index.ts` writes them through Payload. Codes refer to taxonomy terms
 * (`seed/data/taxonomy.csv`), producers and products by their `code`.
 */
export type Bi = { it: string; en: string }

/**
 * A text in Markdown, one per language (the files of seed/content); the seed turns it into the CMS's rich text
 * with Payload's own conversion (seed/rich-text.ts).
 */
export type BiMarkdown = Bi

/** A value of a filter taxonomy (seed/data/taxonomy.csv); a sub-type (typespirits) names its menu type. */
export type TermData = { group: string; code: string; parent: string | null; label: Bi; slug: Bi }

export type ProducerData = {
  code: string
  name: Bi
  slug: Bi
  /** Italian region code, or null outside Italy */
  region: string | null
  country: string
  town: string
  founded: number | null
  website: string | null
  description: Bi
}

/**
 * Product sheet fields beyond the card: every one optional, never printed empty. `format`, `vintage` and
 * `sparklingMethod` are what the families write in words; seed/generate/filters.ts turns them into filters.
 */
export type ProductSheetData = {
  format?: string
  alcohol?: number
  vintage?: string
  denomination?: Bi
  organoleptic?: Bi
  ageing?: Bi
  vinification?: Bi
  harvest?: Bi
  soil?: Bi
  yieldPerHectare?: string
  plantingYear?: number
  breeding?: Bi
  vineyard?: Bi
  grapes?: Bi
  notes?: Bi
  sparklingMethod?: Bi
  origin?: Bi
  cask?: Bi
  pairings?: Bi
  cocktail?: Bi
  awards?: Bi
  sugar?: string
  curiosity?: Bi
  fruity?: Bi
  variety?: Bi
  aromas?: Bi
}

export type ProductFilters = Partial<Record<Exclude<TermFilterField, 'style' | 'taste'>, string>>

export type ProductData = {
  code: string
  producer: string
  /** menu type code */
  type: string
  /** sub-type code; null = never shown nor found */
  spiritType: string | null
  color: string | null
  region: string | null
  country: string
  certification: 'biologico' | 'bio-vegan' | null
  style: string | null
  taste: string | null
  projects: string[]
  novelty: boolean
  featured: boolean
  /** The other filter values' codes (src/cms/fields/product-filters.ts), style and taste aside. */
  filters: ProductFilters
  title: Bi
  slug: Bi
  description: Bi
  sheet: ProductSheetData
  /** How the generated bottle looks: glass colour and label colour, both CSS colours. */
  look: {
    glass: string
    liquid: string
    label: string
    shape: 'bordeaux' | 'square' | 'flask' | 'tall' | 'round' | 'can' | 'box'
  }
}

export type AuthorData = {
  name: string
  slug: string
  role: Bi
  bio: Bi
  social: { instagram?: string; linkedin?: string; x?: string; website?: string }
}

export type ArticleSection = 'blog' | 'news' | 'press' | 'reserved-news' | 'reserved-training' | 'reserved-tips'

export type ArticleData = {
  section: ArticleSection
  tags: string[]
  /** ISO date */
  publishedAt: string
  title: Bi
  slug: Bi
  excerpt: Bi
  body: BiMarkdown
  /** author slug (blog and editors' pieces) */
  author?: string
  event?: { startsAt: string; endsAt?: string; place: Bi }
  press?: { source: string; url?: string; date: string }
  relatedProducts?: string[]
  relatedProducers?: string[]
  /** an article's labels, as `group:code` of taxonomy terms, e.g. `type:amari`, `region:piemonte` */
  topics?: string[]
  draft?: boolean
}

export type PageData = {
  key: string
  kind: 'static' | 'landing'
  title: Bi
  slug: Bi
  intro: Bi
  body: BiMarkdown
  seo: { title: Bi; description: Bi }
  /** the page's blocks (home and landing pages), written once per language */
  blocks?: PageBlockData[]
}

/** A block of the home or a landing page (src/cms/blocks/landing.ts), with its texts in both languages. */
export type PageBlockData =
  | { kind: 'hero'; title: Bi; text: Bi; cta?: { label: Bi; url: Bi } }
  | { kind: 'claims'; title: Bi; items: { figure: Bi; label: Bi; text: Bi }[] }
  | {
      kind: 'productCarousel'
      title: Bi
      types?: string[]
      projects?: string[]
      producer?: string
      noveltiesOnly?: boolean
      limit: number
    }
  | { kind: 'banner'; banner: 'conditions' | 'contacts' | 'clients' | 'newsletter'; title: Bi; text: Bi; ctaLabel: Bi }
  | { kind: 'testimonials'; title: Bi }
  | { kind: 'latestNews'; title: Bi; limit: number }
  | { kind: 'quote'; text: Bi; attribution: string }
  | { kind: 'video'; url: string; title: Bi }
  | { kind: 'richText'; body: BiMarkdown }

export type CatalogueData = {
  code: string
  year: number
  title: Bi
  slug: Bi
  summary: Bi
  /** menu type codes whose products the generated PDF lists; empty = all */
  types: string[]
}

export type ProjectData = { code: string; title: Bi; slug: Bi; summary: Bi; body: BiMarkdown }

export type OfficeData = {
  name: Bi
  audience: 'orders' | 'administration' | 'horeca' | 'events' | 'press' | 'agents' | 'producers' | 'work'
  email: string
  phone: string
  people: { name: string; role: Bi; email?: string; phone?: string }[]
}

export type ContactData = {
  orders: Bi
  timetable: Bi
  address: Bi
  contact: Bi
  piva: string
  offices: OfficeData[]
}

export type AgentData = {
  name: string
  role: Bi
  area: Bi
  /** Codes of the provinces the agent covers (src/lib/provinces.ts). */
  provinces: string[]
  abstract: Bi
  description: Bi
  email: string
  phone: string
}

export type ContactQuestionData = { title: Bi; text: Bi; cta?: { label: Bi; url: Bi } }

export type TestimonialData = {
  firstName: string
  business: string
  city: string
  audience: 'restaurant' | 'wine-shop' | 'bar' | 'hotel' | 'agent'
  quote: Bi
}

/** `picture`: the words drawn on the banner's picture, which both languages show (the global has one picture). */
export type BannerData = { show: boolean; link: Bi; title: Bi; alt: Bi; picture: string }

export type OverlayData = {
  show: boolean
  delay: number
  pagesBeforeShow: number
  title: string
  mainParagraphTitle: string
  mainParagraphText: string
  secondaryParagraphTitle: string
  secondaryParagraphText: string
  linkUrl: string
  linkCta: string
  imageAlt: string
}

export type BibliographyData = { title: string; authors: string; publisher: string; year: number; note: Bi }

export type DownloadData = { code: string; title: Bi; description: Bi; pages: Bi[] }

export type CustomerData = {
  email: string
  password: string
  company: string
  name: string
  vatNumber: string
  city: string
}
