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

/** Editors see drafts; everybody else only what is published. */
export const editorOrPublished: Access = ({ req }) =>
  isEditorRequest(req) ? true : { _status: { equals: 'published' } }

/** Reserved-area content: editors, and trade customers with a valid session. */
export const editorOrCustomer: Access = ({ req }) => isEditorRequest(req) || isCustomerRequest(req)

/** A trade customer reads and updates only their own account; editors manage every account. */
export const editorOrSelf: Access = ({ req }) => {
  if (isEditorRequest(req)) return true
  if (isCustomerRequest(req) && req.user) return { id: { equals: req.user.id } }
  return false
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
