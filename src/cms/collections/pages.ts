import type { CollectionConfig } from 'payload'

import { isEditor, pagesRead } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { landingBlocks } from '../blocks/landing'
import { pageSlugField } from '../fields/landing-slug'
import { seoField } from '../fields/seo'
import { revalidateCollection } from '../hooks/revalidate'
import { pagePreview } from '../preview'

/**
 * Static pages (addressed by a fixed key, e.g. `philosophy`) and landing pages (served at `/{slug}/`,
 * composed from blocks).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: collectionLabels['pages'],
  admin: {
    useAsTitle: 'title',
    group: adminGroups.editorial,
    defaultColumns: ['title', 'kind', 'key', '_status'],
    ...pagePreview,
  },
  access: { read: pagesRead, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true },
  hooks: revalidateCollection('pages'),
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
    pageSlugField(),
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      blocks: landingBlocks,
      admin: { description: 'Blocks shown after the text: the home page and landing pages are built from them' },
    },
    seoField,
  ],
}
