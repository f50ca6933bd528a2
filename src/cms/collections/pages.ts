import type { CollectionConfig } from 'payload'

import { editorOrPublished, isEditor } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'

/**
 * Static pages (addressed by a fixed key, e.g. `philosophy`) and landing pages (served at `/{slug}/`).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Editorial', defaultColumns: ['title', 'kind', 'key'] },
  access: { read: editorOrPublished, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'static',
      options: ['static', 'landing'],
    },
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Static pages: the route they fill (home, philosophy, why, …)' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    seoField,
  ],
}
