import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { codeField } from '../fields/code'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'
import { withFormerSlugs } from './former-slugs'

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
  hooks: withFormerSlugs('catalogues', revalidateCollection('catalogues')),
  fields: [
    codeField('catalogues'),
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'year', label: w('Anno', 'Year'), type: 'number', min: 1984, max: 2100 },
    { name: 'summary', label: w('Sommario', 'Summary'), type: 'textarea', localized: true },
    { name: 'cover', label: w('Copertina', 'Cover'), type: 'upload', relationTo: 'media' },
    {
      name: 'pdf',
      label: w('File PDF', 'PDF file'),
      type: 'upload',
      relationTo: 'documents',
      required: true,
      localized: true,
    },
    seoField,
  ],
}
