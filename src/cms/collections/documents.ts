import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { revalidateCollection } from '../hooks/revalidate'
import { uploadFolder } from '../uploads'

/** Public PDFs: catalogues, the simplified sales conditions. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: collectionLabels['documents'],
  admin: { group: adminGroups.files, useAsTitle: 'title' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('documents'),
  upload: { ...uploadFolder('documents'), mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true }],
}
