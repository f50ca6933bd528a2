import { getTranslation } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import type { AfterErrorHook, FlattenedField, PayloadRequest } from 'payload'

import { adminLanguage } from '../admin-labels'

/** Payload's answer for an error it cannot name (formatErrors.js). */
const UNNAMED_ERROR = 'An unknown error occurred.'

/** Payload's English error sentences, each to its key in Payload's translations (`error:tokenInvalidOrExpired`). */
const payloadKeys = new Map(Object.entries(en.translations.error).map(([key, text]) => [text as string, key]))

/** Sentences Payload throws that its translations do not hold. */
const ownWords: Record<string, { it: string; en: string }> = {
  'Invalid JSON': {
    it: 'Il corpo della richiesta non è un JSON valido.',
    en: 'The body of the request is not valid JSON.',
  },
}

/** Whether `error`, or an error it was caused by, is the database refusing a link to a row that does not exist. */
function foreignKeyFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (code === '23503' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT_FOREIGNKEY'))) return true
  if (typeof message === 'string' && message.includes('FOREIGN KEY constraint failed')) return true
  return foreignKeyFailure(cause, depth + 1)
}

/** A link to a document that does not exist, as the database's refusal and the check before it (fields/linked-exists.ts) say it. */
export const missingLink = {
  it: 'Un documento collegato non esiste più (forse è stato eliminato): ricarica la pagina e sceglilo di nuovo.',
  en: 'A linked document no longer exists (it may have been deleted): reload the page and choose it again.',
}

type Invalid = { path: string; label?: unknown }

/** A label (a string, or words per language) in the request's language; null for one Payload computes. */
function translated(label: unknown, req: PayloadRequest): string | null {
  if (!label || typeof label === 'function') return null
  const text = getTranslation(label as Parameters<typeof getTranslation>[0], req.i18n)
  return typeof text === 'string' ? text : null
}

/** A field's label as the editor reads it, found by its path (`code`, `seo.title`, `pictures.0.alt`), or null. */
function labelOf(fields: FlattenedField[] | undefined, path: string, req: PayloadRequest): string | null {
  let level = fields
  let found: FlattenedField | undefined
  for (const name of path.split('.').filter((part) => !/^\d+$/.test(part))) {
    found = level?.find((field) => field.name === name)
    if (!found) return null
    level = 'flattenedFields' in found ? found.flattenedFields : undefined
  }
  return translated(found && 'label' in found ? found.label : undefined, req)
}

/**
 * Payload's "The following field is invalid: code": the database's refusal of a value that must be unique, and the
 * upload's check of its file, name the field by its path; the editor reads its label ("Codice"), as Payload's own
 * checks name it (the fourteenth check from outside).
 */
function withLabels(error: { data?: unknown }, req: PayloadRequest): string | null {
  const data = error.data as { collection?: string; global?: string; errors?: Invalid[] } | undefined
  const invalid = data?.errors
  if (!data || !invalid?.length || invalid.every((e) => e.label)) return null
  const fields = data.collection
    ? req.payload.collections[data.collection as keyof typeof req.payload.collections]?.config.flattenedFields
    : req.payload.config.globals.find((g) => g.slug === data.global)?.flattenedFields
  // An upload's file has no field of its own: "File" in both languages.
  const names = invalid.map(
    (e) => translated(e.label, req) ?? labelOf(fields, e.path, req) ?? (e.path === 'file' ? 'File' : e.path),
  )
  return `${req.t('error:followingFieldsInvalid', { count: invalid.length })} ${names.join(', ')}`
}

/**
 * Payload's refusals in the caller's language, and no 500 for what is the caller's mistake (the twelfth and thirteenth
 * checks from outside), in the language Payload answers this caller in (`req.i18n`: the admin's choice,
 * `Accept-Language`, else Italian):
 * - "An unknown error occurred.": in the built site, Payload's `APIError` loses its class name to the minifier, and
 *   its answer (formatErrors.js) no longer shows the error's own sentence ("Token is either invalid or has expired."
 *   to a used reset link; "Invalid JSON"). It gets the sentence back, for errors below 500 only; any other error
 *   keeps Payload's generic words.
 * - A write that links a document that does not exist (an id no row has, or one deleted by another editor meanwhile)
 *   failed in the database's foreign key: a 500. It is a 400 that says so.
 * - "The following path cannot be queried: …", Payload's English only.
 * - "The following field is invalid: code": the field's label instead (`withLabels`).
 */
export const errorsInTheCallersLanguage: AfterErrorHook = ({ error, req, result }) => {
  if (!result?.errors) return
  const language = adminLanguage(req)
  if (foreignKeyFailure(error)) return { status: 400, response: { errors: [{ message: missingLink[language] }] } }
  const unqueryable = /^The following paths? cannot be queried: (.+)$/.exec(error.message)
  if (unqueryable && language === 'it') {
    const message = `Questi percorsi non si possono interrogare: ${unqueryable[1]}`
    return { response: { ...result, errors: result.errors.map((e) => ({ ...e, message })) } }
  }
  const labelled = withLabels(error as { data?: unknown }, req)
  if (labelled) {
    return { response: { ...result, errors: result.errors.map((e, i) => (i === 0 ? { ...e, message: labelled } : e)) } }
  }
  if (!result.errors.some((e) => e.message === UNNAMED_ERROR)) return
  const status = (error as { status?: number }).status ?? 500
  const key = payloadKeys.get(error.message)
  // Only sentences meant for a caller: Payload hides an error it did not mark public, and so do we.
  const own = ownWords[error.message]?.[language]
  const message =
    status < 500 && key
      ? req.t(`error:${key}` as Parameters<typeof req.t>[0])
      : status < 500 && own
        ? own
        : req.t('error:unknown')
  return {
    response: { ...result, errors: result.errors.map((e) => (e.message === UNNAMED_ERROR ? { ...e, message } : e)) },
  }
}
