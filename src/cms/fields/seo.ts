import type { FieldHook, GroupField } from 'payload'

import { w } from '../admin-labels'

/**
 * The SEO texts read in one language are that language's only. Payload reads a localized field empty in one language
 * as the other's (the fallback of decision 084, right for a title): an English SEO title became the `<title>` of the
 * Italian page, whose own title was never used (the twenty-fourth check from outside). Run on the group before its
 * fields are read: their values still carry every language then, and the other one is dropped.
 */
const ownLanguageOnly: FieldHook = ({ value, req }) => {
  const locale = req.locale
  if (!value || typeof value !== 'object' || !locale || locale === 'all') return value
  const group = value as Record<string, unknown>
  for (const key of ['title', 'description']) {
    const byLocale = group[key]
    if (byLocale && typeof byLocale === 'object' && !Array.isArray(byLocale)) {
      group[key] = { [locale]: (byLocale as Record<string, unknown>)[locale] ?? null }
    }
  }
  return group
}

/** SEO title and description, per language: every page has both in both languages. */
export const seoField: GroupField = {
  name: 'seo',
  label: w('SEO', 'SEO'),
  type: 'group',
  hooks: { afterRead: [ownLanguageOnly] },
  fields: [
    {
      name: 'title',
      label: w('Titolo per i motori di ricerca', 'Search engine title'),
      type: 'text',
      localized: true,
      maxLength: 70,
    },
    {
      name: 'description',
      label: w('Descrizione per i motori di ricerca', 'Search engine description'),
      type: 'textarea',
      localized: true,
      maxLength: 170,
    },
  ],
}
