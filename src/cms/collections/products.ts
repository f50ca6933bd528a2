import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { productSheetFields } from '../fields/product-sheet'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { termField } from '../fields/taxonomy'
import { productChangeTags } from '../hooks/product-revalidate'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'

/**
 * A catalogue reference: the card fields, the filter values and the product sheet.
 * Only products with a spirit type are shown or found on the site.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: collectionLabels['products'],
  admin: {
    preview: documentPreview('product'),
    useAsTitle: 'title',
    group: adminGroups.catalogue,
    defaultColumns: ['title', 'code', 'producer', 'type', 'spiritType', 'novelty'],
    listSearchableFields: ['code', 'title'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('products', productChangeTags),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          fields: [
            { name: 'code', type: 'text', required: true, unique: true, index: true },
            { name: 'title', type: 'text', required: true, localized: true },
            { name: 'producer', type: 'relationship', relationTo: 'producers', required: true, index: true },
            {
              name: 'pictures',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: { description: 'The first picture is the card image' },
            },
            { name: 'description', type: 'textarea', localized: true },
          ],
        },
        {
          label: 'Filters',
          fields: [
            termField({ name: 'type', group: 'type', required: true, description: 'Menu type' }),
            termField({
              name: 'spiritType',
              group: 'typespirits',
              description: 'Sub-type. Without one the product is never shown nor found',
            }),
            termField({ name: 'color', group: 'color' }),
            termField({ name: 'country', group: 'country' }),
            termField({ name: 'region', group: 'region', description: 'Italian products only' }),
            termField({ name: 'certification', group: 'certification' }),
            termField({ name: 'style', group: 'style' }),
            termField({ name: 'taste', group: 'taste' }),
            { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true, index: true },
            { name: 'novelty', type: 'checkbox', defaultValue: false, index: true },
          ],
        },
        { label: 'Product sheet', name: 'sheet', fields: productSheetFields },
        { label: 'SEO', fields: [seoField] },
      ],
    },
    slugField({ localized: true }),
  ],
}
