import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'

export const Producers: CollectionConfig = {
  slug: 'producers',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'code', 'region'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'region', type: 'text' },
    { name: 'country', type: 'text' },
    { name: 'description', type: 'textarea', localized: true },
    seoField,
  ],
}
