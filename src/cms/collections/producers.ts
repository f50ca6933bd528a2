import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { WEB_ADDRESS } from '@/lib/web-address'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, inAdminLanguage, w } from '../admin-labels'
import { codeField } from '../fields/code'
import { wholeNumber } from '../fields/number-decimals'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { termField } from '../fields/taxonomy'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'
import { withFormerSlugs } from './former-slugs'

/** A producer with products is not deleted: the database would refuse with an error no editor can read. */
const keepProducerWithProducts: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({ collection: 'products', where: { producer: { equals: id } }, req })
  if (totalDocs > 0) {
    refuseDelete(
      req,
      totalDocs === 1
        ? w(
            'Questo produttore ha ancora un prodotto: spostalo a un altro produttore o eliminalo prima.',
            'This producer still has one product: move it to another producer or delete it first.',
          )
        : w(
            `Questo produttore ha ancora ${totalDocs} prodotti: spostali a un altro produttore o eliminali prima.`,
            `This producer still has ${totalDocs} products: move them to another producer or delete them first.`,
          ),
      { products: totalDocs },
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
  hooks: withFormerSlugs('producers', {
    ...revalidateCollection('producers'),
    beforeDelete: [keepProducerWithProducts],
  }),
  fields: [
    codeField('producers'),
    { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true, localized: true },
    slugField({ localized: true, from: (data) => data['name'] }),
    termField({ name: 'country', group: 'country' }),
    termField({
      name: 'region',
      group: 'region',
      description: w('Solo per i produttori italiani', 'Italian producers only'),
    }),
    { name: 'town', label: w('Località', 'Town'), type: 'text' },
    {
      name: 'founded',
      label: w('Anno di fondazione', 'Founded'),
      type: 'number',
      min: 1500,
      max: 2100,
      validate: wholeNumber(1952),
    },
    {
      name: 'website',
      label: w('Sito web', 'Website'),
      type: 'text',
      // As the catalogue import checks it (src/lib/web-address.ts): the page links it.
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        !value ||
        (typeof value === 'string' && WEB_ADDRESS.test(value)) ||
        inAdminLanguage(
          req,
          w(
            'Un indirizzo web, come https://www.cantina.it o www.cantina.it',
            'A web address, such as https://www.winery.it or www.winery.it',
          ),
        ),
    },
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
