import type { CollectionConfig } from 'payload'

import { editorOrCustomer, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { revalidateCollection } from '../hooks/revalidate'
import { uploadFolder } from '../uploads'

/** Reserved-area downloads: files only trade customers (and editors) can read. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: collectionLabels['downloads'],
  admin: { group: adminGroups.reserved, useAsTitle: 'title' },
  access: { read: editorOrCustomer, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('downloads'),
  upload: { ...uploadFolder('downloads') },
  defaultSort: 'order',
  fields: [
    { name: 'code', label: w('Codice', 'Code'), type: 'text', required: true, unique: true },
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
    { name: 'description', label: w('Descrizione', 'Description'), type: 'textarea', localized: true },
    { name: 'order', label: w('Ordine', 'Order'), type: 'number', defaultValue: 0 },
  ],
}
