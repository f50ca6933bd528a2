import type { CollectionConfig, Field, GlobalConfig, PayloadRequest, Validate } from 'payload'
import { relationship, upload } from 'payload/shared'

import { inAdminLanguage } from '../admin-labels'
import { missingLink } from '../hooks/error-language'
import { mapFields } from './map-fields'

type Link = { collection: string; id: number | string }

/** The documents a relationship or upload value names: an id, or `{ relationTo, value }`, or a list of either. */
function linksOf(value: unknown, relationTo: string | string[]): Link[] {
  const items = Array.isArray(value) ? value : value == null ? [] : [value]
  return items.flatMap((item): Link[] => {
    if (typeof item === 'number' || typeof item === 'string') {
      return typeof relationTo === 'string' ? [{ collection: relationTo, id: item }] : []
    }
    if (!item || typeof item !== 'object') return []
    const { relationTo: to, value: id } = item as { relationTo?: unknown; value?: unknown }
    if (typeof to === 'string' && (typeof id === 'number' || typeof id === 'string')) return [{ collection: to, id }]
    const own = (item as { id?: unknown }).id
    return typeof relationTo === 'string' && (typeof own === 'number' || typeof own === 'string')
      ? [{ collection: relationTo, id: own }]
      : []
  })
}

/** Whether every document named exists: one count per collection named. */
async function allExist(links: Link[], req: PayloadRequest): Promise<boolean> {
  const byCollection = new Map<string, Set<string>>()
  for (const { collection, id } of links)
    byCollection.set(collection, (byCollection.get(collection) ?? new Set()).add(String(id)))
  for (const [collection, ids] of byCollection) {
    const { totalDocs } = await req.payload.count({
      collection: collection as 'products',
      where: { id: { in: [...ids] } },
      overrideAccess: true,
      req,
    })
    if (totalDocs < ids.size) return false
  }
  return true
}

/**
 * A relationship's or an upload's check (its own, else Payload's), then whether the documents it names exist. Payload
 * looks them up only where a field filters its options; elsewhere a product's producer of 99999 went to the database,
 * whose refusal was answered with a sentence (hooks/error-language.ts) but logged as a failed query with the whole
 * statement (the thirtieth check from outside). It is refused before anything is written, with the same sentence, in
 * the admin's language. Drafts skip it, as every check; the database's refusal still answers them.
 */
function linkedExist(base: Validate, relationTo: string | string[]): Validate {
  return async (value, options) => {
    const own: unknown = await base(value, options)
    // The admin's form-state requests (each change) skip the lookup, as Payload's own option checks do: a save checks.
    if (own !== true || options.event === 'onChange') return own as string | true
    const links = linksOf(value, relationTo)
    if (links.length === 0) return true
    return (await allExist(links, options.req)) ? true : inAdminLanguage(options.req, missingLink)
  }
}

/** The collection or global whose relationship and upload fields, at every depth, refuse a document that does not exist. */
export function withLinksChecked<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const fields = mapFields(config.fields, (field): Field => {
    // A field that filters its options has Payload look its documents up already.
    if ((field.type !== 'relationship' && field.type !== 'upload') || field.filterOptions !== undefined) return field
    const base = (field.validate ?? (field.type === 'upload' ? upload : relationship)) as Validate
    return { ...field, validate: linkedExist(base, field.relationTo) } as Field
  })
  return { ...config, fields }
}
