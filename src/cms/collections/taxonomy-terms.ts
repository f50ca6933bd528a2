import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w, type Words } from '../admin-labels'
import { copyHook } from '../fields/copies'
import { productTermFilters, termFilterGroups } from '../fields/product-filters'
import { slugFilling } from '../fields/slug'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { withFormerSlugs } from './former-slugs'

/**
 * Filter groups; each term has a code, and a label and slug per language; sub-types under their menu
 * type, in the menu's order.
 */
/**
 * A type that products have is not deleted: a product's type is required, and the database refused the delete with an
 * error no editor can read (the fourth check from outside). Other filter values are optional: their products lose them.
 */
const keepProductType: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({ collection: 'products', where: { type: { equals: id } }, req })
  if (totalDocs > 0) {
    refuseDelete(
      req,
      w(
        `${totalDocs === 1 ? 'Un prodotto ha' : `${totalDocs} prodotti hanno`} ancora questa tipologia: assegnane un'altra o eliminali prima.`,
        `${totalDocs === 1 ? 'A product still has' : `${totalDocs} products still have`} this type: give them another or delete them first.`,
      ),
      { products: totalDocs },
    )
  }
}

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

/** The groups' names in the admin, in both languages: a group's values are picked in a field of the same name. */
export const groupLabels: Record<TaxonomyGroup, Words> = {
  type: w('Tipologia', 'Type'),
  typespirits: w('Sottotipologia', 'Sub-type'),
  country: w('Nazione', 'Country'),
  region: w('Regione', 'Region'),
  color: w('Colore', 'Colour'),
  certification: w('Certificazione', 'Certification'),
  ...(Object.fromEntries(productTermFilters.map((f) => [f.group, f.label])) as Record<
    (typeof termFilterGroups)[number],
    Words
  >),
}

/** A value's slug: made from its name when left empty (its listing's address, `/prodotti/colore/{slug}/`). */
const termSlug = slugFilling((data) => data['label'])

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
  hooks: withFormerSlugs('taxonomy-terms', {
    ...revalidateCollection('taxonomy-terms'),
    beforeDelete: [keepProductType],
  }),
  indexes: [{ fields: ['group', 'code'], unique: true }],
  fields: [
    {
      name: 'group',
      label: w('Filtro', 'Filter'),
      type: 'select',
      required: true,
      index: true,
      options: taxonomyGroups.map((value) => ({ value, label: groupLabels[value] })),
    },
    {
      name: 'code',
      label: w('Codice', 'Code'),
      type: 'text',
      required: true,
      index: true,
      // Unique within its filter (the index above): a copy takes the first free `-N` there.
      hooks: {
        beforeDuplicate: [copyHook('taxonomy-terms', 'code', false, (row) => ({ group: { equals: row.group } }))],
      },
    },
    { name: 'label', label: w('Nome', 'Name'), type: 'text', required: true, localized: true },
    {
      name: 'slug',
      label: w('Indirizzo (slug)', 'Address (slug)'),
      type: 'text',
      required: true,
      localized: true,
      index: true,
      // The address of the value's filtered listing (`/prodotti/colore/{slug}/`): a slug as every other one is, made
      // from the name when left empty.
      ...termSlug,
      hooks: {
        ...termSlug.hooks,
        beforeDuplicate: [copyHook('taxonomy-terms', 'slug', true)],
      },
    },
    {
      name: 'parent',
      label: w('Tipologia', 'Type'),
      type: 'relationship',
      relationTo: 'taxonomy-terms',
      filterOptions: { group: { equals: 'type' } },
      admin: {
        description: w(
          'Per una sottotipologia: la tipologia del menu a cui appartiene',
          'For a spirit sub-type: the menu type it belongs to',
        ),
      },
    },
    {
      name: 'order',
      label: w('Ordine', 'Order'),
      type: 'number',
      defaultValue: 0,
      admin: { description: w('Posizione nel menu', 'Position in the menu') },
    },
  ],
}
