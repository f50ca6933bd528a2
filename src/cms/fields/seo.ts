import type { GroupField } from 'payload'

/** SEO title and description, per language: every page has both in both languages. */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
  ],
}
