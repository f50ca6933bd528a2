import type { Payload } from 'payload'

import { NOVELTY_VALUE } from '@/i18n/filter-state'
import { taggedFacets } from '@/i18n/listing-tags'
import { cacheTags } from '@/lib/cache-tags'
import { relationId } from '@/lib/relation-id'

type Doc = Record<string, unknown>

const idOf = relationId

/**
 * The `listing:` tags of every list in title order a product is in (decision 030): `listing:all` and one tag per
 * filter value of the product (src/i18n/listing-tags.ts), its values' codes read from the database.
 */
export async function productListingTags(payload: Payload, doc: Doc): Promise<string[]> {
  const codes: Partial<Record<(typeof taggedFacets)[number], string[]>> = {}
  const termFields = {
    type: 'type',
    spiritType: 'spirit',
    color: 'color',
    certification: 'certification',
    country: 'country',
    region: 'region',
  } as const
  const termIds = Object.keys(termFields)
    .map((field) => idOf(doc[field]))
    .filter((id): id is number => id !== null)
  const projectIds = (Array.isArray(doc.projects) ? doc.projects : [])
    .map(idOf)
    .filter((id): id is number => id !== null)
  const producerId = idOf(doc.producer)
  const [terms, projects, producer] = await Promise.all([
    termIds.length
      ? payload.find({
          collection: 'taxonomy-terms',
          where: { id: { in: termIds } },
          depth: 0,
          limit: termIds.length,
          pagination: false,
          select: { code: true, parent: true },
        })
      : { docs: [] },
    projectIds.length
      ? payload.find({
          collection: 'projects',
          where: { id: { in: projectIds } },
          depth: 0,
          limit: projectIds.length,
          pagination: false,
          select: { code: true },
        })
      : { docs: [] },
    producerId !== null
      ? payload
          .findByID({ collection: 'producers', id: producerId, depth: 0, select: { code: true } })
          .catch(() => null)
      : null,
  ])
  const termById = new Map((terms.docs as Doc[]).map((t) => [Number(t.id), t]))
  const add = (facet: (typeof taggedFacets)[number], code: unknown) => {
    if (typeof code === 'string' && code) (codes[facet] ??= []).push(code)
  }
  for (const [field, facet] of Object.entries(termFields)) add(facet, termById.get(idOf(doc[field]) ?? -1)?.code)
  // A product's type is its sub-type's menu type (decision 009).
  const parent = idOf(termById.get(idOf(doc.spiritType) ?? -1)?.parent)
  if (parent !== null) {
    const menuType =
      termById.get(parent) ??
      (await payload
        .findByID({ collection: 'taxonomy-terms', id: parent, depth: 0, select: { code: true } })
        .catch(() => null))
    add('type', (menuType as Doc | null)?.code)
  }
  for (const project of projects.docs as Doc[]) add('project', project.code)
  add('producer', (producer as Doc | null)?.code)
  if (doc.novelty === true) add('novelty', NOVELTY_VALUE)
  return [
    cacheTags.listingAll,
    ...taggedFacets.flatMap((facet) => (codes[facet] ?? []).map((code) => cacheTags.listing(facet, code))),
  ]
}
