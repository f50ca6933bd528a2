import { en } from '@payloadcms/translations/languages/en'
import type { AfterErrorHook } from 'payload'

import { isLocale } from '@/i18n/locales'

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

const missingLink = {
  it: 'Un documento collegato non esiste più (forse è stato eliminato): ricarica la pagina e sceglilo di nuovo.',
  en: 'A linked document no longer exists (it may have been deleted): reload the page and choose it again.',
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
 */
export const errorsInTheCallersLanguage: AfterErrorHook = ({ error, req, result }) => {
  if (!result?.errors) return
  const language = isLocale(req.i18n?.language) ? req.i18n.language : 'it'
  if (foreignKeyFailure(error)) return { status: 400, response: { errors: [{ message: missingLink[language] }] } }
  const unqueryable = /^The following paths? cannot be queried: (.+)$/.exec(error.message)
  if (unqueryable && language === 'it') {
    const message = `Questi percorsi non si possono interrogare: ${unqueryable[1]}`
    return { response: { ...result, errors: result.errors.map((e) => ({ ...e, message })) } }
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
