import type { CollectionConfig, FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, inAdminLanguage, w, type Words } from '../admin-labels'
import { copyHook } from '../fields/copies'
import { orderField } from '../fields/order'
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

/** A value's code as visitors' addresses carry it (`?color=rosso-rubino`): lowercase, digits and hyphens. */
const TERM_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A value's code, as typed: without spaces around it and in lowercase (the filters match codes lowered, so `AMBRATO`
 * and `ambrato` were one code to a visitor's address and two values in the database).
 */
const termCodeLowered: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/**
 * A code the filters' addresses can carry, one per value of a filter. "Verde Scuro & Co!" was saved, and ticking that
 * value filtered nothing; "AMBRATO" beside `ambrato` took over the older value's address (the thirty-first check from
 * outside). An editor's save (the catalogue import and the seed match codes exactly, with the database's index).
 */
const termCodeChecked: TextFieldSingleValidation = async (value, options) => {
  const checked = text(value, options)
  if (checked !== true || typeof value !== 'string' || value === '') return checked
  const { req, id } = options
  if (req.payloadAPI === 'local' || options.event === 'onChange') return TERM_CODE.test(value) || shapeMessage(req)
  if (!TERM_CODE.test(value)) return shapeMessage(req)
  const group = (options.data as { group?: unknown } | undefined)?.group
  if (typeof group !== 'string') return true
  const { totalDocs } = await req.payload.count({
    collection: 'taxonomy-terms',
    where: {
      and: [
        { group: { equals: group } },
        { code: { equals: value } },
        ...(id == null ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0
    ? true
    : inAdminLanguage(
        req,
        w(
          `Un altro valore di questo filtro ha già il codice «${value}»: scegline un altro.`,
          `Another value of this filter already has the code “${value}”: choose another.`,
        ),
      )
}

const shapeMessage = (req: Parameters<typeof inAdminLanguage>[0]) =>
  inAdminLanguage(
    req,
    w(
      'Il codice usa solo lettere minuscole senza accenti, cifre e trattini (es. rosso-rubino).',
      'The code takes lowercase letters without accents, digits and hyphens only (e.g. ruby-red).',
    ),
  )

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
      // Unique within its filter (the index above, and the check): a copy takes the first free `-N` there.
      validate: termCodeChecked,
      hooks: {
        beforeValidate: [termCodeLowered],
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
    orderField(w('Posizione nel menu', 'Position in the menu')),
  ],
}
