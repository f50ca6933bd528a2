import type { CollectionAfterReadHook, CollectionConfig } from 'payload'

import { mediaUrl } from '@/lib/media'

type Sizes = Record<string, { url?: string | null } | null | undefined>

/**
 * A file's addresses as the API gives them, without the trailing slash Payload adds to its own paths under
 * `trailingSlash: true` (`/api/media/file/x.webp/`, which answers with a 308 to the address without it): the file's,
 * its thumbnail's and each size's, for the admin's previews and any API client, as the site's pages already do
 * (`mediaUrl`). Run after the fields' own hooks, where Payload builds them; a populated upload is read the same way.
 */
export const fileUrlsWithoutSlash: CollectionAfterReadHook = ({ doc }) => {
  if (!doc || typeof doc !== 'object') return doc
  if (typeof doc.url === 'string') doc.url = mediaUrl(doc.url)
  if (typeof doc.thumbnailURL === 'string') doc.thumbnailURL = mediaUrl(doc.thumbnailURL)
  const sizes = doc.sizes as Sizes | undefined
  if (sizes && typeof sizes === 'object') {
    for (const size of Object.values(sizes)) {
      if (size && typeof size.url === 'string') size.url = mediaUrl(size.url)
    }
  }
  return doc
}

/** An upload collection reads its files' addresses without the trailing slash; other collections are unchanged. */
export function withFileUrlsWithoutSlash(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, afterRead: [...(hooks.afterRead ?? []), fileUrlsWithoutSlash] } }
}
