import type { CollectionConfig, Field, FilterOptionsProps, Where } from 'payload'

import { isEditor, productsRead } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { codeField } from '../fields/code'
import { productFlagFilters, productTermFilters } from '../fields/product-filters'
import { productSheetFields } from '../fields/product-sheet'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { validateSubType } from '../fields/sub-type'
import { termField } from '../fields/taxonomy'
import { productChangeTags } from '../hooks/product-revalidate'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'
import { withFormerSlugs } from './former-slugs'

/**
 * A catalogue reference: the card fields, the filter values and the product sheet.
 * Only products with a spirit type are shown or found on the site.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: collectionLabels['products'],
  admin: {
    ...documentPreview('product'),
    useAsTitle: 'title',
    group: adminGroups.catalogue,
    defaultColumns: ['pictures', 'title', 'code', 'producer', 'type', 'shownOnSite'],
    listSearchableFields: ['code', 'title'],
  },
  access: { read: productsRead, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withFormerSlugs('products', revalidateCollection('products', productChangeTags)),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: w('Scheda', 'Card'),
          fields: [
            codeField('products'),
            { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
            {
              name: 'producer',
              label: w('Produttore', 'Producer'),
              type: 'relationship',
              relationTo: 'producers',
              required: true,
              index: true,
            },
            {
              name: 'pictures',
              label: w('Immagini', 'Pictures'),
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: {
                description: w('La prima immagine è quella della card', 'The first picture is the card image'),
                components: { Cell: '@/cms/components/card-picture-cell#CardPictureCell' },
              },
            },
            { name: 'description', label: w('Descrizione', 'Description'), type: 'textarea', localized: true },
          ],
        },
        {
          label: w('Filtri', 'Filters'),
          fields: [
            termField({
              name: 'type',
              group: 'type',
              required: true,
              description: w('La tipologia del menu', 'Menu type'),
            }),
            {
              ...termField({
                name: 'spiritType',
                group: 'typespirits',
                description: w(
                  'Una delle sottotipologie della tipologia scelta. Senza sottotipologia il prodotto non è mai mostrato né trovato',
                  'One of the chosen type’s sub-types. Without one the product is never shown nor found',
                ),
              }),
              // Only the chosen type's sub-types: the list offered every one, and a product of the Amari with the
              // sub-type Grappa was listed under the grappa's type while its sheet and breadcrumb led to the Amari
              // (the seventh check from outside). Payload checks a saved value against the same filter.
              filterOptions: ({ siblingData }: FilterOptionsProps): Where => {
                const type = (siblingData as { type?: unknown } | undefined)?.type
                const id = typeof type === 'object' && type !== null ? (type as { id?: unknown }).id : type
                return typeof id === 'number' || typeof id === 'string'
                  ? { and: [{ group: { equals: 'typespirits' } }, { parent: { equals: id } }] }
                  : { group: { equals: 'typespirits' } }
              },
              validate: validateSubType,
            },
            termField({ name: 'color', group: 'color' }),
            termField({ name: 'country', group: 'country' }),
            termField({
              name: 'region',
              group: 'region',
              description: w('Solo per i prodotti italiani', 'Italian products only'),
            }),
            termField({ name: 'certification', group: 'certification' }),
            {
              name: 'projects',
              label: w('Progetti', 'Projects'),
              type: 'relationship',
              relationTo: 'projects',
              hasMany: true,
              index: true,
            },
            { name: 'novelty', label: w('Novità', 'New'), type: 'checkbox', defaultValue: false, index: true },
            ...productFlagFilters.map((f): Field => ({
              name: f.field,
              label: f.label,
              type: 'checkbox',
              defaultValue: false,
              index: true,
            })),
            ...productTermFilters.map((f) => termField({ name: f.field, group: f.group })),
          ],
        },
        { label: w('Scheda tecnica', 'Product sheet'), name: 'sheet', fields: productSheetFields },
        { label: w('SEO', 'SEO'), fields: [seoField] },
      ],
    },
    // As the demo seed and the import make them: title and code, so that two products of one name never clash.
    slugField({
      localized: true,
      from: ({ title, code }) => (typeof title === 'string' && typeof code === 'string' ? `${title}-${code}` : title),
    }),
    {
      // Computed on reading, never stored: the list's "publication state" (products have no drafts).
      name: 'shownOnSite',
      label: w('Sul sito', 'On the site'),
      type: 'checkbox',
      virtual: true,
      admin: {
        readOnly: true,
        // Offered by the list's bulk edit, it sent nothing and reported success (the twenty-fourth check from outside).
        disableBulkEdit: true,
        position: 'sidebar',
        description: w('Mostrato sul sito: ha una sottotipologia', 'Shown on the site: it has a sub-type'),
      },
      hooks: { afterRead: [({ siblingData }) => siblingData?.spiritType != null] },
    },
  ],
}
