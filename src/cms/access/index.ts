import type { Access, FieldAccess } from 'payload'

/** The one place where authorization is decided (see STYLE.md). */

export const anyone: Access = () => true

export const isEditor: Access = ({ req }) => req.user?.collection === 'users'

export const isEditorField: FieldAccess = ({ req }) => req.user?.collection === 'users'

/** Editors see drafts; everybody else only what is published. */
export const editorOrPublished: Access = ({ req }) =>
  req.user?.collection === 'users' ? true : { _status: { equals: 'published' } }
