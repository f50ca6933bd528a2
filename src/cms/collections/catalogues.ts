import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'

export const Catalogues: CollectionConfig = {
  slug: 'catalogues',
  admin: { useAsTitle: 'title', group: 'Catalogue' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'year', type: 'number' },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    seoField,
  ],
}
