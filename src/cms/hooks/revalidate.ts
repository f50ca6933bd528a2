import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { forgetListingCodesAfter } from '@/i18n/listing-canonical'
import { cacheTags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { broadcastExpiredTags } from '@/lib/tag-broadcast'

import { afterTransaction } from '../transaction-end'
import { expireThroughOwnSite } from './revalidate-own-site'

/**
 * Tags that could not be revalidated here because the change ran outside the Next server (a seed or import
 * script). Such a script hands them to the running site through `/api/revalidate` when it is done.
 */
export const pendingTags = new Set<string>()

/**
 * Expires the tags, so the next request renders the change (an editor expects it on reload); with `req`, a hook's
 * request, again once its transaction has ended. Payload's hooks run before the COMMIT: what the expiry sets off at once
 * (the other nodes' listing codes, the cron's call to the site) could read the rows of before the save (decision 111).
 */
export async function expireTags(tags: string[], req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  expireNow(tags)
  if (req?.transactionID) await afterTransaction(req, () => expireNow(tags))
}

function expireNow(tags: string[]): void {
  forgetListingCodesAfter(tags)
  const expired: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
      expired.push(tag)
    } catch {
      // Outside a Next request. In a script (seed, import) there is no cache in this process: the script hands
      // the tags to the site. In the Next server (the jobs' cron, decision 011) the server is told over HTTP.
      if (process.env.NEXT_RUNTIME === 'nodejs') expireThroughOwnSite(tag)
      else pendingTags.add(tag)
    }
  }
  // The cache is shared by every app node (REDIS_URL, decision 037); what the other nodes keep beside it (their
  // proxy's listing codes) they forget when told.
  broadcastExpiredTags(expired, env.REDIS_URL)
}

/** Set on the request's context while a version is restored. */
const RESTORING = 'restoringVersion'

/** The documents (`<collection>:<id>`, `<collection>:*` for a bulk update) a request unpublishes. */
const UNPUBLISHING = 'unpublishing'

type Doc = { id: string | number; _status?: 'draft' | 'published' | null; [field: string]: unknown }

/** A draft that was never published is shown nowhere, so saving it clears nothing. */
const showsOnSite = (doc: Doc | undefined) => !!doc && doc._status !== 'draft'

/**
 * Which tags a change to one document expires beyond its document tag: the collection tag (every page that reads
 * the collection), some other tags, or none. `undefined` for a creation (every list may gain it).
 */
export type ChangeTags = (args: {
  doc: Doc
  previousDoc: Doc | undefined
  payload: Payload
}) => Promise<'collection' | string[]> | 'collection' | string[]

const everyPage: ChangeTags = () => 'collection'

/**
 * Revalidation hooks of a collection: every query that reads the collection carries its collection tag, and every
 * page that shows one document carries that document's tag (src/lib/cache-tags.ts, decision 030). A creation or a
 * deletion expires the collection tag; an update expires the document's tag and what `changeTags` says.
 */
export function revalidateCollection(
  slug: string,
  changeTags: ChangeTags = everyPage,
): NonNullable<CollectionConfig['hooks']> {
  const docTags = (doc: Doc) => [cacheTags.document(slug, doc.id), cacheTags.anyDocument(slug)]
  // Restoring a version hands the hooks the latest version as the previous document, not the one the site showed: a
  // draft restored over a published article ("draft before, draft after") unpublished it while its pages, listings
  // and feeds stayed cached (the eighth check from outside). A restore is treated as the document appearing. (Only
  // articles and pages keep versions; the file collections replace this hook with their own checks.)
  //
  // Unpublishing does the same where a draft was saved over the published document: the hooks' previous document is
  // that draft, and "draft before, draft after" left the article's page, its listings and its feeds cached with the
  // article in them (the twenty-third check from outside: the admin's scheduled "Unpublish", or an update to `draft`
  // over the API). An update that sets `draft` and is no draft save is an unpublication.
  const beforeOperation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (operation === 'restoreVersion') req.context[RESTORING] = true
    const update = args as { draft?: boolean; data?: { _status?: unknown }; id?: number | string }
    if (operation === 'update' && update.draft !== true && update.data?._status === 'draft') {
      const marked = (req.context[UNPUBLISHING] ??= new Set<string>()) as Set<string>
      marked.add(`${slug}:${update.id ?? '*'}`)
    }
    return args
  }
  const unpublishing = (context: Record<string, unknown>, doc: Doc) => {
    const marked = context[UNPUBLISHING]
    return marked instanceof Set && (marked.has(`${slug}:${doc.id}`) || marked.has(`${slug}:*`))
  }
  const afterChange: CollectionAfterChangeHook<Doc> = async ({ doc, previousDoc, operation, context, req }) => {
    if (context.disableRevalidate) return doc
    const restored = context[RESTORING] === true || unpublishing(context, doc)
    if (!restored && !showsOnSite(doc) && !showsOnSite(previousDoc)) return doc
    // A document that appears or disappears (created, published, unpublished) changes the lists it is in.
    const appears = restored || operation === 'create' || !showsOnSite(doc) || !showsOnSite(previousDoc)
    const more = appears ? 'collection' : await changeTags({ doc, previousDoc, payload: req.payload })
    await expireTags([...(more === 'collection' ? [cacheTags.collection(slug)] : more), ...docTags(doc)], req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, context, req }) => {
    if (!context.disableRevalidate) await expireTags([cacheTags.collection(slug), ...docTags(doc)], req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete], beforeOperation: [beforeOperation] }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, context, req }) => {
    if (!context.disableRevalidate) await expireTags([cacheTags.global(slug)], req)
    return doc
  }
}
