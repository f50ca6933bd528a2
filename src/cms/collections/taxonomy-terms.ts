import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, inAdminLanguage, w, type Words } from '../admin-labels'
import { copyHook } from '../fields/copies'
import { productTermFilters, termFilterGroups } from '../fields/product-filters'
import { otherLanguageSlugCheck, othersWithSlug, savedLocale, slugFilling } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withFormerSlugs } from './former-slugs'
import { keepValueInPlace, keepValueInUse } from './taxonomy-terms-in-use'

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

/**
 * One address per value of a filter, in each language: a second colour given the slug `rosso` was saved, and had no
 * page of its own (the twenty-fourth check from outside). Values of two filters may share one.
 */
const slugFreeInGroup: TextFieldSingleValidation = async (value, options) => {
  const own = await termSlug.validate(value, options)
  if (own !== true || typeof value !== 'string' || value === '') return own
  const group = (options.data as { group?: unknown } | undefined)?.group
  if (typeof group !== 'string') return true
  const { req, id } = options
  const owner = { collection: 'taxonomy-terms', name: 'slug', id, req }
  const totalDocs = await othersWithSlug(value, owner, savedLocale(req), [{ group: { equals: group } }])
  if (totalDocs > 0) {
    return inAdminLanguage(
      req,
      w(
        'Un altro valore di questo filtro ha già questo indirizzo: scegline un altro.',
        'Another value of this filter already has this address: choose another.',
      ),
    )
  }
  return otherLanguageSlugCheck(value, options, 'slug', [{ group: { equals: group } }])
}

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
    beforeChange: [keepValueInPlace],
    beforeDelete: [keepValueInUse],
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
      validate: slugFreeInGroup,
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
