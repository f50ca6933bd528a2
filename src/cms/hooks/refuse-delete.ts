import { APIError, type PayloadRequest } from 'payload'

import { inAdminLanguage, type Words } from '../admin-labels'

/**
 * Refuses a delete with a sentence in the admin's language: by default one that other documents still need (409), or
 * one not allowed at all (`status` 403, an editor's own or last account). Run from a `beforeDelete` hook, before
 * Payload removes anything: the database refused such deletes itself ("An unknown error occurred.", a 500), after an
 * upload's files were already gone.
 */
export function refuseDelete(
  req: PayloadRequest,
  words: Words,
  data: Record<string, number | string>,
  status: 403 | 409 = 409,
): never {
  // `data` set: Payload prints an error's message only when it carries data (its class name is minified away).
  throw new APIError(inAdminLanguage(req, words), status, data, true)
}
