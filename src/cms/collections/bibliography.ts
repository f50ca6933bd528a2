import type { CollectionConfig } from 'payload'

import { editorOrCustomer, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { revalidateCollection } from '../hooks/revalidate'

/** Reserved area, "the wine": the wine-knowledge bibliography. */
export const Bibliography: CollectionConfig = {
  slug: 'bibliography',
  labels: collectionLabels['bibliography'],
  admin: { group: adminGroups.reserved, useAsTitle: 'title', defaultColumns: ['title', 'authors', 'year'] },
  access: { read: editorOrCustomer, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('bibliography'),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'authors', type: 'text', required: true },
    { name: 'publisher', type: 'text' },
    { name: 'year', type: 'number', min: 1500, max: 2100 },
    { name: 'note', type: 'textarea', localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
