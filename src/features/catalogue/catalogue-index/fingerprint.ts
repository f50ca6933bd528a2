import type { Payload } from 'payload'

/**
 * Which version of the catalogue the index was built from: the catalogue's fingerprint, and the last product change
 * from which a built index follows edits (the records themselves are read by load.ts).
 */

/** Every collection the index reads: a change to any of them makes a new index. */
export const indexedCollections = ['products', 'producers', 'taxonomy-terms', 'projects', 'media'] as const

/**
 * What the catalogue is now, in one string: each collection's size and last change. Two processes (or two
 * concurrent requests) that read the same catalogue get the same string, so they agree on its version.
 */
export async function catalogueFingerprint(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    indexedCollections.map(async (collection) => {
      const [{ totalDocs }, { docs }] = await Promise.all([
        payload.count({ collection }),
        payload.find({
          collection,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          pagination: false,
          select: { updatedAt: true },
        }),
      ])
      return `${collection}:${totalDocs}:${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
    }),
  )
  return parts.join('|')
}

/** The last change to any product (ISO time, '' for none): where a built index starts following content edits. */
export async function latestProductChange(payload: Payload): Promise<string> {
  const { docs } = await payload.db.find({
    collection: 'products',
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    select: { updatedAt: true },
  })
  return String((docs[0] as { updatedAt?: unknown } | undefined)?.updatedAt ?? '')
}
