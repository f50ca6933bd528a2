import type { TextField } from 'payload'

import { inAdminLanguage, w } from '../admin-labels'

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type SlugOptions = { localized?: boolean; name?: string }

export const slugMessage = w('Usa lettere minuscole, cifre e trattini', 'Use lowercase letters, digits and dashes')

/** A slug's check: lowercase words joined by dashes, or the editor is told so in the admin's language. */
export const validateSlug = (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
  typeof value === 'string' && slugPattern.test(value) ? true : inAdminLanguage(req, slugMessage)

/** A URL slug: lowercase words joined by dashes, unique (per locale when localized). */
export function slugField({ localized = false, name = 'slug' }: SlugOptions = {}): TextField {
  return {
    name,
    label: w('Indirizzo (slug)', 'Address (slug)'),
    type: 'text',
    required: true,
    unique: true,
    index: true,
    localized,
    admin: { position: 'sidebar', description: w('parole-minuscole-con-trattini', 'lowercase-words-with-dashes') },
    validate: validateSlug,
  }
}
