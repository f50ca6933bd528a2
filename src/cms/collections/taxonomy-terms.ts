import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { termFilterGroups } from '../fields/product-filters'
import { revalidateCollection } from '../hooks/revalidate'

/**
 * Filter groups; each term has a code, and a label and slug per language; sub-types under their menu
 * type, in the menu's order.
 */
export const taxonomyGroups = [
  'type',
  'typespirits',
  'country',
  'region',
  'color',
  'certification',
  ...termFilterGroups,
] as const
export type TaxonomyGroup = (typeof taxonomyGroups)[number]

export const TaxonomyTerms: CollectionConfig = {
  slug: 'taxonomy-terms',
  labels: collectionLabels['taxonomy-terms'],
  admin: {
    useAsTitle: 'label',
    group: adminGroups.catalogue,
    defaultColumns: ['label', 'group', 'code', 'parent', 'order'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: revalidateCollection('taxonomy-terms'),
  indexes: [{ fields: ['group', 'code'], unique: true }],
  fields: [
    { name: 'group', type: 'select', required: true, index: true, options: [...taxonomyGroups] },
    { name: 'code', type: 'text', required: true, index: true },
    { name: 'label', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, localized: true, index: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'taxonomy-terms',
      filterOptions: { group: { equals: 'type' } },
      admin: { description: 'For a spirit sub-type: the menu type it belongs to' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Position in the menu' } },
  ],
}
