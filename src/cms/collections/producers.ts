import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { termField } from '../fields/taxonomy'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'

/** A producer with products is not deleted: the database would refuse with an error no editor can read. */
const keepProducerWithProducts: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({ collection: 'products', where: { producer: { equals: id } }, req })
  // `data` set: Payload prints an error's message only when it carries data (its class name is minified away).
  if (totalDocs > 0) {
    throw new APIError(
      `This producer still has ${totalDocs} products: move them to another producer or delete them first.`,
      409,
      { products: totalDocs },
      true,
    )
  }
}

/** Producers (code, label per locale, slug), with their products joined from the products side. */
export const Producers: CollectionConfig = {
  slug: 'producers',
  labels: collectionLabels['producers'],
  admin: {
    useAsTitle: 'name',
    group: adminGroups.catalogue,
    defaultColumns: ['name', 'code', 'country', 'region'],
    ...documentPreview('producer'),
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { ...revalidateCollection('producers'), beforeDelete: [keepProducerWithProducts] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'name', label: 'Label', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    termField({ name: 'country', group: 'country' }),
    termField({
      name: 'region',
      group: 'region',
      description: { it: 'Solo per i produttori italiani', en: 'Italian producers only' },
    }),
    { name: 'town', type: 'text' },
    { name: 'founded', type: 'number', min: 1500, max: 2100 },
    { name: 'website', type: 'text' },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'picture', type: 'upload', relationTo: 'media' },
    { name: 'products', type: 'join', collection: 'products', on: 'producer', defaultLimit: 24 },
    seoField,
  ],
}
