import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'

/** Special projects (the pillars of spec §3) with their collection of products. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: { useAsTitle: 'title', group: 'Catalogue' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      options: ['tradizione', 'sostenibilita', 'mixology', 'wine-legacy'],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    seoField,
  ],
}
