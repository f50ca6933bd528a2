import type { Access, FieldAccess, FieldHook, PayloadRequest, Where } from 'payload'

import { internalPathnames } from '@/i18n/route-table'
import { relationId } from '@/lib/relation-id'

/** The one place where authorization is decided (see STYLE.md). */

type Req = Pick<PayloadRequest, 'user'>

export const isEditorRequest = (req: Req) => req.user?.collection === 'users'
/**
 * The products the site shows: those with a spirit type (spec §7.1: "search_wines keeps products whose spirit type
 * code is not null"). The others ("in arrivo") are the editors' only.
 */
export const shownProducts: Where = { spiritType: { exists: true } }

/** `shownProducts` for a product already read, as a relation another document holds. */
export const isShownProduct = (product: { spiritType?: unknown }) => product.spiritType != null

/**
 * Products: editors read every product; anyone else only those the site shows. The API exposes nothing a page does
 * not show.
 */
export const productsRead: Access = ({ req }) => isEditorRequest(req) || shownProducts

/** A signed-in trade customer whom no editor has deactivated: a deactivated one counts as nobody signed in. */
const isCustomerRequest = (req: Req) =>
  req.user?.collection === 'customers' && (req.user as { active?: boolean | null }).active !== false

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isEditor: Access = ({ req }) => isEditorRequest(req)

export const isEditorField: FieldAccess = ({ req }) => isEditorRequest(req)

/**
 * Pictures and public PDFs: their files are anyone's (every page shows them, and Next's image optimizer fetches them
 * without a session), their records only editors' (alt texts and file names, those of hidden products' and reserved
 * content's too). Payload asks with `isReadingStaticFile` when it serves a file. The API exposes nothing a page does
 * not show: a page shows a picture or links a PDF, not the list of every one.
 */
export const filesForAnyone: Access = ({ req, isReadingStaticFile }) =>
  isEditorRequest(req) || !!isReadingStaticFile || isFileRoute(req)

/**
 * A request of Payload's file route (`/api/<collection>/file/<filename>`): with object storage, the storage adapter
 * (`@payloadcms/plugin-cloud-storage`, `getFilePrefix`) looks the file's record up again with the visitor's access
 * and without `isReadingStaticFile`; refused, every anonymous picture answered 500. Only that route has the param.
 */
const isFileRoute = (req: Pick<PayloadRequest, 'routeParams'>) => typeof req.routeParams?.filename === 'string'

/** Reserved-area content: editors, and trade customers with a valid session. */
export const editorOrCustomer: Access = ({ req }) => isEditorRequest(req) || isCustomerRequest(req)

/** A trade customer reads and updates only their own account; editors manage every account. */
export const editorOrSelf: Access = ({ req }) => {
  if (isEditorRequest(req)) return true
  if (isCustomerRequest(req) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** The CMS key of a static page: its route without the leading slash, `/` as `-` (`reserved-area-training-courses`). */
export const pageKeyOf = (pathname: string) => pathname.slice(1).replaceAll('/', '-')

/** The keys of the reserved area's static pages: one per reserved route without a parameter. */
export const reservedPageKeys = internalPathnames
  .filter((pathname) => pathname.startsWith('/reserved-area') && !pathname.includes('['))
  .map(pageKeyOf)

/**
 * Pages: editors read everything, drafts included; trade customers every published page; the public only published
 * pages outside the reserved area (a landing page has no key).
 */
export const pagesRead: Access = ({ req }) => {
  if (isEditorRequest(req)) return true
  const published: Where = { _status: { equals: 'published' } }
  if (isCustomerRequest(req)) return published
  return {
    // Not `not_like`: the SQLite adapter answered every page to it. A page without a key is a landing page.
    and: [published, { or: [{ key: { exists: false } }, { key: { not_in: reservedPageKeys } }] }],
  }
}

/** Sections of the articles collection that only trade customers read (the reserved area). */
export const reservedSections = ['reserved-news', 'reserved-training', 'reserved-tips'] as const

/**
 * Articles: editors read everything, drafts included; trade customers every published article; the public
 * only published articles outside the reserved area.
 */
export const articlesRead: Access = ({ req }) => {
  if (isEditorRequest(req)) return true
  const published: Where = { _status: { equals: 'published' } }
  if (isCustomerRequest(req)) return published
  return { and: [published, { section: { not_in: [...reservedSections] } }] }
}

/**
 * A list of related products as a reader may see it: an editor, and the site's own reads (which pass over access and
 * drop those products themselves), get it whole; anyone else over the API only the products the site shows. Payload
 * leaves a product the reader may not read as its bare id, which named a product the site hides (the twenty-ninth
 * check from outside). Run before Payload populates the list, so the products left are the ones populated.
 */
export const shownRelatedProducts: FieldHook = async ({ value, req, overrideAccess }) => {
  if (overrideAccess || isEditorRequest(req) || !Array.isArray(value) || value.length === 0) return value
  const ids = value.map(relationId).filter((id): id is number => id !== null)
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, shownProducts] },
    select: {},
    depth: 0,
    pagination: false,
    req,
  })
  const shown = new Set(docs.map((doc) => doc.id))
  return value.filter((item) => shown.has(relationId(item) ?? NaN))
}
