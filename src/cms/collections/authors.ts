import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { slugField } from '../fields/slug'

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Editorial' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'portrait', type: 'upload', relationTo: 'media' },
  ],
}
