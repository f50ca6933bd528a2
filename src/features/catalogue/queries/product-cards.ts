import 'server-only'

import type { Where } from 'payload'

import { shownProducts } from '@/cms/access'
import { cacheTags } from '@/lib/cache-tags'
import { type PillarCode, pillarCodes } from '@/lib/pillars'
import type { Producer as ProducerDoc, Product as ProductDoc, Project, TaxonomyTerm } from '@/payload-types'

import { cardImage, cardPictureSelect } from '../card-image'
import type { ProductCardData } from '../types'

/** Product cards read through the CMS (sheet carousel, project collections), and small reading helpers. */

export const relationOf = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

export const labelOf = (term: number | TaxonomyTerm | null | undefined): string => relationOf(term)?.label ?? ''

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
  media: cardPictureSelect,
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

/** A product document (read with `cardSelect`/`cardPopulate`) as a product card. */
export function toProductCard(p: CardFields): ProductCardData {
  const projects = (p.projects ?? []).map((project) => relationOf<Project>(project)?.code ?? '').filter(isPillar)
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

/** Only products with a spirit type are ever shown or found. */
export const visible: Where = shownProducts

export const clean = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim()
