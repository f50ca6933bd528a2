import type { CollectionConfig } from 'payload'

import { editorOrCustomer, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
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
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
