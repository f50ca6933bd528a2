import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'

/** Filter groups of spec §3 (Filter entry): code, label and slug per language, sub-types under their type. */
export const taxonomyGroups = [
  'type',
  'typespirits',
  'country',
  'region',
  'color',
  'certification',
  'project',
] as const

export const TaxonomyTerms: CollectionConfig = {
  slug: 'taxonomy-terms',
  admin: { useAsTitle: 'label', group: 'Catalogue', defaultColumns: ['label', 'group', 'code', 'order'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  fields: [
    { name: 'group', type: 'select', required: true, index: true, options: [...taxonomyGroups] },
    { name: 'code', type: 'text', required: true, index: true },
    { name: 'label', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, localized: true, index: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'taxonomy-terms',
      admin: { description: 'For a spirit sub-type: the menu type it belongs to' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Position in the menu' } },
  ],
}
