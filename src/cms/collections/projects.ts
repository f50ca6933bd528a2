import type { CollectionConfig } from 'payload'

import { pillarCodes } from '@/lib/pillars'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'

/** Special projects (pillars, each a stamp on its products' cards); their collection is the products that name them. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: collectionLabels['projects'],
  admin: { useAsTitle: 'title', group: adminGroups.catalogue, ...documentPreview('project') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('projects'),
  fields: [
    { name: 'code', type: 'select', required: true, unique: true, options: [...pillarCodes] },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'products', type: 'join', collection: 'products', on: 'projects', defaultLimit: 24 },
    seoField,
  ],
}
