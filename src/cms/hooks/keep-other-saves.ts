import {
  APIError,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type GlobalBeforeValidateHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

import { inAdminLanguage, w } from '../admin-labels'

const savedElsewhere = w(
  "Questo documento è stato salvato altrove (in un'altra scheda, o da un altro redattore) dopo che l'hai aperto, e " +
    'questo salvataggio annullerebbe quelle modifiche: non è stato salvato. Ricarica la pagina per vedere la versione ' +
    'salvata, poi rifai qui le tue modifiche.',
  'This document was saved elsewhere (in another tab, or by another editor) since you opened it, and this save would ' +
    'undo those changes: it was not saved. Reload the page to see the saved version, then make your changes again.',
)

const time = (value: unknown) => (typeof value === 'string' || value instanceof Date ? Date.parse(String(value)) : NaN)

/**
 * A save over the API that carries the `updatedAt` of the document as it was opened, older than the one saved since:
 * the admin's form sends it with every save, and refreshes it from each save's answer. An editor with one document in
 * two tabs saved in the second after the first, and the first's changes were undone without a word (the twenty-sixth
 * check from outside; Payload's lock keeps two editors apart, not one editor's two tabs). Such a save is refused (409,
 * in the admin's language) and nothing changes. A save without `updatedAt` (the site's own writes, an API client that
 * does not send it) is taken as before; so is one that carries a later time, which no admin's form had.
 */
function refuseStale(req: PayloadRequest, data: unknown, original: unknown): void {
  if (req.payloadAPI !== 'REST' || !data || typeof data !== 'object' || !original || typeof original !== 'object')
    return
  // "Restore this version" runs the same checks on the version's data, whose time is the version's own.
  if (req.context?.isRestoringVersion) return
  const sent = time((data as { updatedAt?: unknown }).updatedAt)
  const saved = time((original as { updatedAt?: unknown }).updatedAt)
  if (Number.isNaN(sent) || Number.isNaN(saved) || sent >= saved) return
  // `data` set: Payload prints an error's message only when it carries data.
  throw new APIError(inAdminLanguage(req, savedElsewhere), 409, { updatedAt: 'stale' }, true)
}

const keepOtherSaves: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'update') refuseStale(req, data, originalDoc)
  return data
}

const keepOtherGlobalSaves: GlobalBeforeValidateHook = ({ data, originalDoc, req }) => {
  refuseStale(req, data, originalDoc)
  return data
}

/** The collection with `keepOtherSaves` first among its checks. */
export function withOtherSavesKept(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeValidate: [keepOtherSaves, ...(hooks.beforeValidate ?? [])] } }
}

/** The global with `keepOtherGlobalSaves` first among its checks. */
export function withOtherGlobalSavesKept(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, beforeValidate: [keepOtherGlobalSaves, ...(hooks.beforeValidate ?? [])] } }
}
