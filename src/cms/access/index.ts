import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/** The one place where authorization is decided (see STYLE.md). */

type Req = Pick<PayloadRequest, 'user'>

const isEditorRequest = (req: Req) => req.user?.collection === 'users'
/** A signed-in trade customer whom no editor has deactivated: a deactivated one counts as nobody signed in. */
const isCustomerRequest = (req: Req) =>
  req.user?.collection === 'customers' && (req.user as { active?: boolean | null }).active !== false

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isEditor: Access = ({ req }) => isEditorRequest(req)

export const isEditorField: FieldAccess = ({ req }) => isEditorRequest(req)

/** Reserved-area content: editors, and trade customers with a valid session. */
export const editorOrCustomer: Access = ({ req }) => isEditorRequest(req) || isCustomerRequest(req)

/** A trade customer reads and updates only their own account; editors manage every account. */
export const editorOrSelf: Access = ({ req }) => {
  if (isEditorRequest(req)) return true
  if (isCustomerRequest(req) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** The keys of the reserved area's static pages all start with this (`reserved-area`, `reserved-area-news`, …). */
export const reservedPageKey = 'reserved-area'

/**
 * Pages: editors read everything, drafts included; trade customers every published page; the public only published
 * pages outside the reserved area (a landing page has no key).
 */
export const pagesRead: Access = ({ req }) => {
  if (isEditorRequest(req)) return true
  const published: Where = { _status: { equals: 'published' } }
  if (isCustomerRequest(req)) return published
  return {
    and: [published, { or: [{ key: { exists: false } }, { key: { not_like: reservedPageKey } }] }],
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
