import type { GroupField } from 'payload'

import { w } from '../admin-labels'

/** SEO title and description, per language: every page has both in both languages. */
export const seoField: GroupField = {
  name: 'seo',
  label: w('SEO', 'SEO'),
  type: 'group',
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
