import { APIError, type PayloadRequest } from 'payload'

import { inAdminLanguage, type Words } from '../admin-labels'

/**
 * Refuses a delete that other documents still need, with a sentence in the admin's language (409). Run from a
 * `beforeDelete` hook, before Payload removes anything: the database refused such deletes itself ("An unknown error
 * occurred.", a 500), after an upload's files were already gone.
 */
export function refuseDelete(req: PayloadRequest, words: Words, data: Record<string, number>): never {
  // `data` set: Payload prints an error's message only when it carries data (its class name is minified away).
  throw new APIError(inAdminLanguage(req, words), 409, data, true)
}
