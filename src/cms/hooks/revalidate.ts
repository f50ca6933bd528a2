import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
} from 'payload'

import { forgetListingCodesAfter } from '@/i18n/listing-canonical'
import { cacheTags } from '@/lib/cache-tags'

import { expireThroughOwnSite } from './revalidate-own-site'

/**
 * Tags that could not be revalidated here because the change ran outside the Next server (a seed or import
 * script). Such a script hands them to the running site through `/api/revalidate` when it is done.
 */
export const pendingTags = new Set<string>()

/** Expires the tags at once, so the next request renders the change (an editor expects it on reload). */
export function expireTags(tags: string[]): void {
  forgetListingCodesAfter(tags)
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next request. In a script (seed, import) there is no cache in this process: the script hands
      // the tags to the site. In the Next server (the jobs' cron, decision 011) the server is told over HTTP.
      if (process.env.NEXT_RUNTIME === 'nodejs') expireThroughOwnSite(tag)
      else pendingTags.add(tag)
    }
  }
}

type Doc = { id: string | number; _status?: 'draft' | 'published' | null }

/** A draft that was never published is shown nowhere, so saving it clears nothing. */
const showsOnSite = (doc: Doc | undefined) => !!doc && doc._status !== 'draft'

/**
 * Revalidation hooks of a collection: every query that reads the collection carries its collection tag
 * (src/lib/cache-tags.ts), so a change clears exactly the pages that show it, and nothing else.
 */
export function revalidateCollection(slug: string): NonNullable<CollectionConfig['hooks']> {
  const tagsOf = (doc: Doc) => [cacheTags.collection(slug), cacheTags.document(slug, doc.id)]
  const afterChange: CollectionAfterChangeHook<Doc> = ({ doc, previousDoc, context }) => {
    if (context.disableRevalidate) return doc
    if (showsOnSite(doc) || showsOnSite(previousDoc)) expireTags(tagsOf(doc))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = ({ doc, context }) => {
    if (!context.disableRevalidate) expireTags(tagsOf(doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return ({ doc, context }) => {
    if (!context.disableRevalidate) expireTags([cacheTags.global(slug)])
    return doc
  }
}
