import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'

/** Catalogues to download: a PDF per language and a cover. */
export const Catalogues: CollectionConfig = {
  slug: 'catalogues',
  labels: collectionLabels['catalogues'],
  admin: {
    useAsTitle: 'title',
    group: adminGroups.catalogue,
    defaultColumns: ['title', 'year', 'code'],
    ...documentPreview('catalogue'),
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('catalogues'),
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'year', type: 'number', min: 1984, max: 2100 },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'pdf', label: 'PDF file', type: 'upload', relationTo: 'documents', required: true, localized: true },
    seoField,
  ],
}
