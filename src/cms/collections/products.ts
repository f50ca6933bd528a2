import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'

/** A catalogue reference. Fields of the product sheet (spec §3) are completed by the content issue. */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: { useAsTitle: 'title', group: 'Catalogue', defaultColumns: ['title', 'code', 'producer', 'type'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'producer', type: 'relationship', relationTo: 'producers', index: true },
    { name: 'type', type: 'text', index: true, admin: { description: 'Menu type code, e.g. whisky' } },
    { name: 'spiritType', type: 'text', index: true, admin: { description: 'Sub-type code; empty = never shown' } },
    { name: 'color', type: 'text', index: true, admin: { description: 'Colour code' } },
    { name: 'region', type: 'text', index: true, admin: { description: 'Italian region code' } },
    { name: 'country', type: 'text', index: true, admin: { description: 'Country code' } },
    { name: 'novelty', type: 'checkbox', defaultValue: false },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'picture', type: 'upload', relationTo: 'media' },
    seoField,
  ],
}
