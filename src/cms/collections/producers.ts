import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, inAdminLanguage, w } from '../admin-labels'
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
      inAdminLanguage(
        req,
        w(
          `Questo produttore ha ancora ${totalDocs} prodotti: spostali a un altro produttore o eliminali prima.`,
          `This producer still has ${totalDocs} products: move them to another producer or delete them first.`,
        ),
      ),
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
    { name: 'code', label: w('Codice', 'Code'), type: 'text', required: true, unique: true, index: true },
    { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    termField({ name: 'country', group: 'country' }),
    termField({
      name: 'region',
      group: 'region',
      description: w('Solo per i produttori italiani', 'Italian producers only'),
    }),
    { name: 'town', label: w('Località', 'Town'), type: 'text' },
    { name: 'founded', label: w('Anno di fondazione', 'Founded'), type: 'number', min: 1500, max: 2100 },
    { name: 'website', label: w('Sito web', 'Website'), type: 'text' },
    { name: 'description', label: w('Descrizione', 'Description'), type: 'textarea', localized: true },
    { name: 'picture', label: w('Immagine', 'Picture'), type: 'upload', relationTo: 'media' },
    {
      name: 'products',
      label: w('Prodotti', 'Products'),
      type: 'join',
      collection: 'products',
      on: 'producer',
      defaultLimit: 24,
    },
    seoField,
  ],
}
