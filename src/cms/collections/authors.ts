import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** Blog authors; their article count is derived from the articles that name them (a join). */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: collectionLabels['authors'],
  admin: { useAsTitle: 'name', group: adminGroups.editorial },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('authors'),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'role', type: 'text', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'portrait', type: 'upload', relationTo: 'media' },
    {
      name: 'social',
      type: 'group',
      admin: { description: 'Follow links shown on the author page' },
      fields: [
        { name: 'instagram', type: 'text' },
        { name: 'linkedin', type: 'text' },
        { name: 'x', label: 'X', type: 'text' },
        { name: 'website', type: 'text' },
      ],
    },
    { name: 'articles', type: 'join', collection: 'articles', on: 'author', defaultLimit: 0 },
  ],
}
