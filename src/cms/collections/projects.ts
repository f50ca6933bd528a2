import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { type PillarCode, pillarCodes } from '@/lib/pillars'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w, type Words } from '../admin-labels'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { documentPreview } from '../preview'
import { withFormerSlugs } from './former-slugs'

const pillarLabels: Record<PillarCode, Words> = {
  tradizione: w('Tradizione', 'Tradition'),
  sostenibilita: w('Sostenibilità', 'Sustainability'),
  mixology: w('Mixology', 'Mixology'),
  'wine-legacy': w('Wine legacy', 'Wine legacy'),
}

/**
 * A project that products name is not deleted: its pages answered 404 and its stamp left their cards, with nothing to
 * restore (the twenty-seventh check from outside). Once no product names it, it goes.
 */
const keepProjectWithProducts: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({ collection: 'products', where: { projects: { in: [id] } }, req })
  if (totalDocs === 0) return
  refuseDelete(
    req,
    w(
      `${totalDocs === 1 ? 'Un prodotto fa ancora' : `${totalDocs} prodotti fanno ancora`} parte di questo progetto: toglilo ${totalDocs === 1 ? 'dal prodotto' : 'dai prodotti'} o eliminali prima.`,
      `${totalDocs === 1 ? 'A product is still' : `${totalDocs} products are still`} part of this project: remove it from ${totalDocs === 1 ? 'the product' : 'them'} or delete them first.`,
    ),
    { products: totalDocs },
  )
}

/** Special projects (pillars, each a stamp on its products' cards); their collection is the products that name them. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: collectionLabels['projects'],
  admin: { useAsTitle: 'title', group: adminGroups.catalogue, ...documentPreview('project') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withFormerSlugs('projects', { ...revalidateCollection('projects'), beforeDelete: [keepProjectWithProducts] }),
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
