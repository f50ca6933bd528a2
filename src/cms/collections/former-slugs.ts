import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { defaultLocale, isLocale, type Locale, locales } from '@/i18n/locales'

import { isEditor, nobody } from '../access'

/** The collections whose documents' addresses have no versions to be found in, and keep their former slugs here. */
export const slugHistoryCollections = [
  'products',
  'producers',
  'taxonomy-terms',
  'catalogues',
  'projects',
  'authors',
] as const
export type SlugHistoryCollection = (typeof slugHistoryCollections)[number]

/**
 * The slugs a product, producer, filter value, catalogue, project or author had before an editor changed them, each with its
 * language: an address that was live (in the sitemap, the menus, search engines, a shared link) still leads to the
 * document, with a permanent redirect, as a renamed article's does through its versions (decision 088). A renamed
 * product's middle slug, a filter value's or a producer's old slug answered 404 (the eighteenth check from outside).
 * Written by the collections' own hooks; hidden from the admin, read only by editors through the API.
 */
export const FormerSlugs: CollectionConfig = {
  slug: 'former-slugs',
  dbName: 'former_slugs',
  admin: { hidden: true },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'collectionSlug', type: 'text', required: true, index: true },
    { name: 'docId', type: 'number', required: true, index: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, index: true },
  ],
}

/** A document's slug in each language, from a hook's document (one language's string, or every language's). */
function slugsOf(doc: unknown, locale: Locale): Partial<Record<Locale, string>> {
  const raw = (doc as { slug?: unknown } | null | undefined)?.slug
  if (typeof raw === 'string') return { [locale]: raw }
  if (raw && typeof raw === 'object') {
    const all = raw as Record<string, unknown>
    return Object.fromEntries(locales.flatMap((l) => (typeof all[l] === 'string' ? [[l, all[l]]] : [])))
  }
  return {}
}

async function record(
  req: PayloadRequest,
  collection: SlugHistoryCollection,
  id: number,
  locale: Locale,
  slug: string,
) {
  await req.payload.create({
    collection: 'former-slugs',
    data: { collectionSlug: collection, docId: id, locale, slug },
    overrideAccess: true,
    req,
  })
}

/** Keeps each slug a save replaces, in the language it was replaced in. */
export function keepFormerSlugs(collection: SlugHistoryCollection): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update') return doc
        const locale = isLocale(req.locale) ? req.locale : defaultLocale
        const before = slugsOf(previousDoc, locale)
        const after = slugsOf(doc, locale)
        for (const l of locales) {
          const old = before[l]
          if (old && after[l] !== undefined && after[l] !== old) await record(req, collection, Number(doc.id), l, old)
        }
        return doc
      },
    ],
    afterDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: 'former-slugs',
          where: { and: [{ collectionSlug: { equals: collection } }, { docId: { equals: Number(id) } }] },
          overrideAccess: true,
          req,
        })
      },
    ],
  }
}

/** A collection's hooks with its former slugs kept first. */
export function withFormerSlugs(
  collection: SlugHistoryCollection,
  hooks: NonNullable<CollectionConfig['hooks']>,
): NonNullable<CollectionConfig['hooks']> {
  const own = keepFormerSlugs(collection)
  return {
    ...hooks,
    afterChange: [...own.afterChange, ...(hooks.afterChange ?? [])],
    afterDelete: [...own.afterDelete, ...(hooks.afterDelete ?? [])],
  }
}
