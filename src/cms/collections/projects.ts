import type { CollectionConfig } from 'payload'

import { type PillarCode, pillarCodes } from '@/lib/pillars'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w, type Words } from '../admin-labels'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'
import { withFormerSlugs } from './former-slugs'

const pillarLabels: Record<PillarCode, Words> = {
  tradizione: w('Tradizione', 'Tradition'),
  sostenibilita: w('Sostenibilità', 'Sustainability'),
  mixology: w('Mixology', 'Mixology'),
  'wine-legacy': w('Wine legacy', 'Wine legacy'),
}

/** Special projects (pillars, each a stamp on its products' cards); their collection is the products that name them. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: collectionLabels['projects'],
  admin: { useAsTitle: 'title', group: adminGroups.catalogue, ...documentPreview('project') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withFormerSlugs('projects', revalidateCollection('projects')),
  fields: [
    {
      name: 'code',
      label: w('Codice', 'Code'),
      type: 'select',
      required: true,
      unique: true,
      options: pillarCodes.map((value) => ({ value, label: pillarLabels[value] })),
    },
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'summary', label: w('Sommario', 'Summary'), type: 'textarea', localized: true },
    { name: 'body', label: w('Testo', 'Text'), type: 'richText', localized: true },
    { name: 'cover', label: w('Copertina', 'Cover'), type: 'upload', relationTo: 'media' },
    {
      name: 'products',
      label: w('Prodotti', 'Products'),
      type: 'join',
      collection: 'products',
      on: 'projects',
      defaultLimit: 24,
    },
    seoField,
  ],
}
