import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { inAdminLanguage, w } from '../admin-labels'

const pendingChanges = w(
  'Questo documento ha modifiche non pubblicate: salvale come bozza (draft=true) o pubblicale (_status: "published").',
  'This document has unpublished changes: save them as a draft (draft=true) or publish them (_status: "published").',
)

/**
 * A save over the API that says neither "draft" nor a status, on a published document with a newer draft: Payload
 * builds it on that draft and keeps the draft's status, so the document left the site in both languages with a 200
 * (the twenty-eighth check from outside). It is refused, in the admin's language, and nothing changes. The admin sends
 * one or the other with every save; the site's own writes (local API) are Payload's as before.
 */
function keepPublished(slug: string): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'update' || req.payloadAPI === 'local') return args
    const update = args as { id?: number | string; draft?: boolean; data?: { _status?: unknown } }
    if (update.draft === true || update.id === undefined || update.data?._status !== undefined) return args
    const published = await req.payload.findByID({
      collection: slug as 'articles',
      id: update.id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if ((published as { _status?: unknown } | null)?._status !== 'published') return args
    const { docs } = await req.payload.findVersions({
      collection: slug as 'articles',
      where: { and: [{ parent: { equals: update.id } }, { latest: { equals: true } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if ((docs[0]?.version as { _status?: unknown } | undefined)?._status !== 'draft') return args
    // `data` set: Payload prints an error's message only when it carries data.
    throw new APIError(inAdminLanguage(req, pendingChanges), 400, { id: update.id }, true)
  }
}

/** The collection, when it keeps drafts, with `keepPublished` among its hooks. */
export function withPublishedKept(collection: CollectionConfig): CollectionConfig {
  const versions = collection.versions
  if (!versions || typeof versions !== 'object' || !versions.drafts) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), keepPublished(collection.slug)] },
  }
}
