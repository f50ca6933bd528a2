import { en } from '@payloadcms/translations/languages/en'
import type { AfterErrorHook } from 'payload'

import { isLocale } from '@/i18n/locales'

/** Payload's answer for an error it cannot name (formatErrors.js). */
export const UNNAMED_ERROR = 'An unknown error occurred.'

/** Payload's English error sentences, each to its key in Payload's translations (`error:tokenInvalidOrExpired`). */
const payloadKeys = new Map(Object.entries(en.translations.error).map(([key, text]) => [text as string, key]))

/** Sentences Payload throws that its translations do not hold. */
const ownWords: Record<string, { it: string; en: string }> = {
  'Invalid JSON': {
    it: 'Il corpo della richiesta non è un JSON valido.',
    en: 'The body of the request is not valid JSON.',
  },
}

/**
 * A refusal of Payload's own that reached the caller as "An unknown error occurred.": in the built site, Payload's
 * `APIError` loses its class name to the minifier, and its answer (formatErrors.js) no longer shows the error's own
 * sentence ("Token is either invalid or has expired." to a used reset link; "Invalid JSON"). It gets the sentence
 * back, in the language Payload answers this caller in (`req.i18n`: the admin's choice, `Accept-Language`, else
 * Italian), the twelfth check from outside. Any other error keeps Payload's generic words, in that language.
 */
export const errorsInTheCallersLanguage: AfterErrorHook = ({ error, req, result }) => {
  if (!result?.errors?.some((e) => e.message === UNNAMED_ERROR)) return
  const status = (error as { status?: number }).status ?? 500
  const language = isLocale(req.i18n?.language) ? req.i18n.language : 'it'
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
