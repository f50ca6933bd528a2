import {
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type PayloadRequest,
  type TextFieldSingleValidation,
  ValidationError,
} from 'payload'

import { relationId } from '@/lib/relation-id'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, inAdminLanguage, w, type Words } from '../admin-labels'
import { copyHook } from '../fields/copies'
import { productTermFields, productTermFilters, termFilterGroups } from '../fields/product-filters'
import { otherLanguageSlugCheck, othersWithSlug, savedLocale, slugFilling } from '../fields/slug'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { withFormerSlugs } from './former-slugs'

/** How many products have the value `id` of `group`. */
async function productsWith(req: PayloadRequest, group: unknown, id: number | string) {
  const field = productTermFields.find((f) => f.group === group)?.field
  if (!field) return 0
  return (await req.payload.count({ collection: 'products', where: { [field]: { equals: id } }, req })).totalDocs
}

const products = (count: number) =>
  w(
    count === 1 ? 'Un prodotto ha ancora' : `${count} prodotti hanno ancora`,
    count === 1 ? 'A product still has' : `${count} products still have`,
  )

/** How many producers (their country, their region) and articles (their topics) have the value `id`. */
async function othersWith(req: PayloadRequest, group: unknown, id: number | string) {
  const producers =
    group === 'country' || group === 'region'
      ? (await req.payload.count({ collection: 'producers', where: { [group]: { equals: id } }, req })).totalDocs
      : 0
  const articles = (await req.payload.count({ collection: 'articles', where: { topics: { in: [id] } }, req })).totalDocs
  return { producers, articles }
}

/**
 * A value that products, producers or articles have is not deleted. A type's or a sub-type's products would be
 * refused by the database or leave the site (the fourth and the twenty-fourth checks from outside); any other value
 * was taken from its products and producers without a word, its listing pages answered 404, and making it again linked
 * nothing back (the twenty-seventh). The editor is told who still has it; once free, it goes.
 */
const keepValueInUse: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const term = await req.payload.findByID({ collection: 'taxonomy-terms', id, depth: 0, req }).catch(() => null)
  if (!term) return
  const count = await productsWith(req, term.group, id)
  if (count > 0) {
    const have = products(count)
    refuseDelete(
      req,
      term.group === 'type'
        ? w(
            `${have.it} questa tipologia: assegnane un'altra o eliminali prima.`,
            `${have.en} this type: give them another or delete them first.`,
          )
        : term.group === 'typespirits'
          ? w(
              `${have.it} questa sottotipologia e senza di essa ${count === 1 ? 'lascerebbe' : 'lascerebbero'} il sito: assegnane un'altra o eliminali prima.`,
              `${have.en} this sub-type and would leave the site without it: give them another or delete them first.`,
            )
          : w(
              `${have.it} questo valore: toglilo ${count === 1 ? 'dal prodotto' : 'dai prodotti'} o eliminali prima.`,
              `${have.en} this value: remove it from ${count === 1 ? 'the product' : 'them'} or delete them first.`,
            ),
      { products: count },
    )
  }
  const { producers, articles } = await othersWith(req, term.group, id)
  if (producers > 0) {
    refuseDelete(
      req,
      w(
        `${producers === 1 ? 'Un produttore ha ancora' : `${producers} produttori hanno ancora`} questo valore: toglilo prima.`,
        `${producers === 1 ? 'A producer still has' : `${producers} producers still have`} this value: remove it first.`,
      ),
      { producers },
    )
  }
  if (articles > 0) {
    refuseDelete(
      req,
      w(
        `${articles === 1 ? 'Un articolo ha ancora' : `${articles} articoli hanno ancora`} questo argomento: toglilo prima.`,
        `${articles === 1 ? 'An article still has' : `${articles} articles still have`} this topic: remove it first.`,
      ),
      { articles },
    )
  }
}

/**
 * A value that products have keeps its filter, and a sub-type its type: a sub-type moved under another type was offered
 * on that type's listing while its products' sheets led to their own type, and those products could no longer be
 * saved; one turned into a colour left them with a colour for sub-type (the twenty-fourth check from outside).
 */
const keepValueInPlace: CollectionBeforeChangeHook = async ({ req, data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const moved = 'group' in data && data['group'] !== originalDoc['group']
  const reparented =
    !moved &&
    originalDoc['group'] === 'typespirits' &&
    'parent' in data &&
    relationId(data['parent']) !== relationId(originalDoc['parent'])
  if (!moved && !reparented) return data
  const count = await productsWith(req, originalDoc['group'], originalDoc['id'] as number)
  if (count === 0) return data
  const have = products(count)
  const message = moved
    ? w(
        `${have.it} questo valore: il suo filtro non cambia finché è in uso. Crea un valore nel nuovo filtro e assegnalo ai prodotti.`,
        `${have.en} this value: its filter cannot change while it is in use. Create a value in the new filter and give it to the products.`,
      )
    : w(
        `${have.it} questa sottotipologia: la sua tipologia non cambia finché è in uso. Assegna prima ai prodotti un'altra sottotipologia.`,
        `${have.en} this sub-type: its type cannot change while it is in use. Give the products another sub-type first.`,
      )
  throw new ValidationError(
    {
      collection: 'taxonomy-terms',
      errors: [{ path: moved ? 'group' : 'parent', message: inAdminLanguage(req, message) }],
    },
    req.t,
  )
}

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
