import {
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
  ValidationError,
  type Where,
} from 'payload'

import { relationId } from '@/lib/relation-id'

import { inAdminLanguage, w, type Words } from '../admin-labels'
import { productTermFields } from '../fields/product-filters'
import { refuseDelete } from '../hooks/refuse-delete'

/*
 * What a filter value that is in use keeps (taxonomy-terms.ts): it is not deleted, and it does not change filter or
 * type, while products, producers or articles have it.
 */

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

/** What the products of a value are told to do, by the value's filter: a type and a sub-type are required. */
function productsRefusal(group: unknown, count: number): Words {
  const have = products(count)
  if (group === 'type') {
    return w(
      `${have.it} questa tipologia: assegnane un'altra o eliminali prima.`,
      `${have.en} this type: give them another or delete them first.`,
    )
  }
  if (group === 'typespirits') {
    return w(
      `${have.it} questa sottotipologia e senza di essa ${count === 1 ? 'lascerebbe' : 'lascerebbero'} il sito: assegnane un'altra o eliminali prima.`,
      `${have.en} this sub-type and would leave the site without it: give them another or delete them first.`,
    )
  }
  return w(
    `${have.it} questo valore: toglilo ${count === 1 ? 'dal prodotto' : 'dai prodotti'} o eliminali prima.`,
    `${have.en} this value: remove it from ${count === 1 ? 'the product' : 'them'} or delete them first.`,
  )
}

/**
 * The other documents that have the value `id`, with what their editor is told: the values under it (a type's
 * sub-types), producers (their country, their region), then articles (their topics).
 */
async function otherHolders(req: PayloadRequest, group: unknown, id: number | string) {
  const count = async (collection: 'producers' | 'articles' | 'taxonomy-terms', where: Where) =>
    (await req.payload.count({ collection, where, req })).totalDocs
  return [
    {
      // A type with sub-types left them without a parent, which no product could then be given (the thirtieth check
      // from outside).
      key: 'children',
      count: await count('taxonomy-terms', { parent: { equals: id } }),
      words: (n: number) =>
        w(
          `${n === 1 ? 'Un valore dipende' : `${n} valori dipendono`} ancora da questo (le sue sottotipologie): ${n === 1 ? 'eliminalo o spostalo' : 'eliminali o spostali'} prima.`,
          `${n === 1 ? 'A value still depends' : `${n} values still depend`} on this one (its sub-types): delete or move ${n === 1 ? 'it' : 'them'} first.`,
        ),
    },
    {
      key: 'producers',
      count: group === 'country' || group === 'region' ? await count('producers', { [group]: { equals: id } }) : 0,
      words: (n: number) =>
        w(
          `${n === 1 ? 'Un produttore ha ancora' : `${n} produttori hanno ancora`} questo valore: toglilo prima.`,
          `${n === 1 ? 'A producer still has' : `${n} producers still have`} this value: remove it first.`,
        ),
    },
    {
      key: 'articles',
      count: await count('articles', { topics: { in: [id] } }),
      words: (n: number) =>
        w(
          `${n === 1 ? 'Un articolo ha ancora' : `${n} articoli hanno ancora`} questo argomento: toglilo prima.`,
          `${n === 1 ? 'An article still has' : `${n} articles still have`} this topic: remove it first.`,
        ),
    },
  ]
}

/**
 * A value that products, producers or articles have is not deleted. A type's or a sub-type's products would be
 * refused by the database or leave the site (the fourth and the twenty-fourth checks from outside); any other value
 * was taken from its products and producers without a word, its listing pages answered 404, and making it again linked
 * nothing back (the twenty-seventh). The editor is told who still has it; once free, it goes.
 */
export const keepValueInUse: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const term = await req.payload.findByID({ collection: 'taxonomy-terms', id, depth: 0, req }).catch(() => null)
  if (!term) return
  const count = await productsWith(req, term.group, id)
  if (count > 0) refuseDelete(req, productsRefusal(term.group, count), { products: count })
  for (const holder of await otherHolders(req, term.group, id)) {
    if (holder.count > 0) refuseDelete(req, holder.words(holder.count), { [holder.key]: holder.count })
  }
}

/**
 * A value that products have keeps its filter, and a sub-type its type: a sub-type moved under another type was offered
 * on that type's listing while its products' sheets led to their own type, and those products could no longer be
 * saved; one turned into a colour left them with a colour for sub-type (the twenty-fourth check from outside).
 */
export const keepValueInPlace: CollectionBeforeChangeHook = async ({ req, data, originalDoc, operation }) => {
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
