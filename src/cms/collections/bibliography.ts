import type { CollectionConfig } from 'payload'

import { editorOrCustomer, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { orderField } from '../fields/order'
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
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true },
    { name: 'authors', label: w('Autori', 'Authors'), type: 'text', required: true },
    { name: 'publisher', label: w('Editore', 'Publisher'), type: 'text' },
    { name: 'year', label: w('Anno', 'Year'), type: 'number', min: 1500, max: 2100 },
    { name: 'note', label: w('Nota', 'Note'), type: 'textarea', localized: true },
    orderField(),
  ],
}
