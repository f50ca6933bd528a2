import type { CollectionBeforeDeleteHook } from 'payload'

import { w } from '../admin-labels'
import { refuseDelete } from './refuse-delete'

/**
 * An editor's account is never deleted by its own session, nor is the last one: the sixteenth check from outside
 * deleted every editor, itself last, and the distributor was locked out of its admin. (Nobody could then register
 * first either: src/cms/api-guards/first-register.ts.) Counted in the delete's own transaction, so that a delete of
 * many accounts at once keeps one. A refusal is a 403 in the admin's language, before anything is removed.
 */
export const keepAnEditor: CollectionBeforeDeleteHook = async ({ req, id, collection }) => {
  if (req.user?.collection === collection.slug && String(req.user.id) === String(id)) {
    refuseDelete(
      req,
      w(
        'Non puoi eliminare il tuo account: chiedi a un altro redattore di farlo.',
        'You cannot delete your own account: ask another editor to do it.',
      ),
      { id },
      403,
    )
  }
  const { totalDocs } = await req.payload.count({ collection: collection.slug as 'users', req, overrideAccess: true })
  if (totalDocs <= 1) {
    refuseDelete(
      req,
      w(
        'È l’ultimo account di redattore: creane un altro prima di eliminarlo.',
        'This is the last editor account: create another one before deleting it.',
      ),
      { id },
      403,
    )
  }
}
