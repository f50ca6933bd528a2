import type { CollectionSlug, FieldHook, PayloadRequest, TextField, TextFieldSingleValidation, Where } from 'payload'

import { locales } from '@/i18n/locales'
import { fitSlug, slugify } from '@/lib/slug'

import { inAdminLanguage, w } from '../admin-labels'
import { readInLanguage } from '../read-in-language'
import { TEXT_MAX_CHARACTERS } from './blank-required'
import { freeCopy } from './copies'

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The text a document's slug is made from when the editor leaves it empty: its title, by default. */
export type SlugSource = (data: Record<string, unknown>) => unknown

/** A further check of the slug a document is saved with (a landing page's: not a route of the site). */
type SlugRule = (slug: string, options: { req: PayloadRequest; siblingData?: unknown }) => string | true

type SlugOptions = { localized?: boolean; name?: string; from?: SlugSource; rule?: SlugRule }

export const slugMessage = w('Usa lettere minuscole, cifre e trattini', 'Use lowercase letters, digits and dashes')
const otherLanguageMessage = w(
  'Un altro documento ha già questo indirizzo nell’altra lingua: scegline un altro',
  'Another document already has this address in the other language: choose another',
)
const takenMessage = w(
  'Un altro documento ha già questo indirizzo: scegline un altro',
  'Another document already has this address: choose another',
)
const emptyMessage = w(
  'Scrivi l’indirizzo, o un titolo da cui ricavarlo',
  'Write the address, or a title to make it from',
)

const fromTitle: SlugSource = (data) => data['title']

/** A made slug's length: room under a slug's bound for the `-2`, `-3`… of a free copy (`freeSlug`). */
const MADE_SLUG_MAX = TEXT_MAX_CHARACTERS - 8

/**
 * The slug a document is saved with: the editor's, or, when the field is empty, the one its title makes ("Grappa di
 * Moscato àè" → "grappa-di-moscato-ae"; README, "For editors": the slugs follow the titles), cut to fit. Empty when neither
 * gives one.
 */
export function proposedSlug(value: unknown, data: unknown, from: SlugSource = fromTitle): string {
  if (typeof value === 'string' && value !== '') return value
  const source = data && typeof data === 'object' ? from(data as Record<string, unknown>) : undefined
  return typeof source === 'string' ? fitSlug(slugify(source), MADE_SLUG_MAX) : ''
}

type ValidateOptions = { req?: { i18n?: { language?: string } }; data?: unknown }

/**
 * A slug's check: lowercase words joined by dashes, or the editor is told so in the admin's language. An empty field
 * passes when the title makes a slug (the admin checks its form before the hook below has filled it in).
 */
export const slugCheck =
  (from: SlugSource = fromTitle) =>
  (value: unknown, { req, data }: ValidateOptions = {}): string | true => {
    const slug = proposedSlug(value, data, from)
    if (slug === '') return inAdminLanguage(req, emptyMessage)
    return slugPattern.test(slug) ? true : inAdminLanguage(req, slugMessage)
  }

/**
 * Fills an empty slug from the title before the document is checked: on creation, when the editor empties the field,
 * and in a language that has no slug of its own yet (Payload reads the stored document without the other language's
 * fallback here). A save that leaves out the slug of a language that has one (an API call changing other fields) keeps it.
 */
const fillFrom =
  (from: SlugSource, name: string, unique: boolean): FieldHook =>
  async ({ value, data, operation, originalDoc, collection, field, req }) => {
    const stored = (originalDoc as Record<string, unknown> | undefined)?.[name]
    const missing = value === '' || value === null || (value === undefined && (operation === 'create' || !stored))
    if (!missing) return value
    // An API call may send only what changed (the title): the rest (a product's code) is the stored document's.
    const whole = { ...(originalDoc as object | undefined), ...(data as object | undefined) }
    const proposed = proposedSlug(value, whole, from)
    if (!proposed || !collection || !unique) return proposed || value
    const id = (originalDoc as { id?: unknown })?.id
    return freeSlug(proposed, { collection: collection.slug, name, id, req, localized: Boolean(field.localized) })
  }

export type SlugOwner = { collection: string; name: string; id: unknown; req: PayloadRequest }

/** The language a request saves: Payload's default when it names none (`all` is the seed's both-at-once write). */
export const savedLocale = (req: PayloadRequest): Exclude<PayloadRequest['locale'], 'all' | null> =>
  req.locale === 'all' ? undefined : (req.locale ?? undefined)

/**
 * How many other documents of the collection have `slug` in `locale` (`where` narrows the documents compared: a
 * filter value's group). Read with `readInLanguage`: the save the check belongs to stays in its own language.
 */
export function othersWithSlug(
  slug: string,
  { collection, name, id, req }: SlugOwner,
  locale: Exclude<PayloadRequest['locale'], 'all' | null>,
  where: Where[] = [],
): Promise<number> {
  return readInLanguage(req, async () => {
    const others = id == null ? [] : [{ id: { not_equals: id } }]
    const { totalDocs } = await req.payload.count({
      collection: collection as CollectionSlug,
      where: { and: [...where, { [name]: { equals: slug } }, ...others] },
      locale,
      overrideAccess: true,
      req,
    })
    return totalDocs
  })
}

/**
 * Whether another document of the collection has `slug` in a language other than the one being saved. A document
 * with no slug of its own in a language is served there under its other language's (Payload's fallback), so one slug
 * in two languages would be two documents' address: the new one's took the other's page, its sheet, its feed item
 * (the twenty-fifth check).
 */
async function slugUsedInOtherLanguage(slug: string, owner: SlugOwner, where: Where[] = []): Promise<boolean> {
  const saved = savedLocale(owner.req) ?? locales[0]
  for (const locale of locales) {
    if (locale !== saved && (await othersWithSlug(slug, owner, locale, where)) > 0) return true
  }
  return false
}

/**
 * `slug`, or else the first of `slug-2`, `slug-3`… (`freeCopy`, as the admin's Duplicate makes them) no other document
 * of the collection has in the language being saved: a title another document already has made its slug, which the
 * unique index refused with the empty field unmarked in the admin (the twenty-third check from outside).
 */
async function freeSlug(slug: string, owner: SlugOwner & { localized: boolean }): Promise<string> {
  const taken = async (candidate: string) =>
    (await othersWithSlug(candidate, owner, savedLocale(owner.req))) > 0 ||
    (owner.localized && (await slugUsedInOtherLanguage(candidate, owner)))
  return (await taken(slug)) ? freeCopy(slug, taken) : slug
}

type SlugValidateOptions = {
  req: PayloadRequest
  id?: number | string
  collectionSlug?: string
  data?: unknown
}

/**
 * The check of a localized slug another document may already use, in the language saved or in another: `true`, or the
 * editor is told which in the admin's language. Run after the slug's own checks (`slugCheck`), with the slug the
 * document is saved with. The language saved first: a producer's name another producer had, whose slug is the same in
 * both languages, was blamed on "the other language" (the twenty-ninth check from outside).
 */
export async function otherLanguageSlugCheck(
  slug: string,
  { req, id, collectionSlug }: SlugValidateOptions,
  name = 'slug',
  where: Where[] = [],
): Promise<string | true> {
  if (!collectionSlug || slug === '') return true
  const owner = { collection: collectionSlug, name, id, req }
  if ((await othersWithSlug(slug, owner, savedLocale(req), where)) > 0) return inAdminLanguage(req, takenMessage)
  const used = await slugUsedInOtherLanguage(slug, owner, where)
  return used ? inAdminLanguage(req, otherLanguageMessage) : true
}

/** A slug field's check and its filling from `from` when left empty; `unique`: with the first free one (`freeSlug`). */
export const slugFilling = (
  from: SlugSource = fromTitle,
  name = 'slug',
  unique = false,
): { hooks: { beforeValidate: FieldHook[] }; validate: TextFieldSingleValidation } => ({
  hooks: { beforeValidate: [fillFrom(from, name, unique)] },
  validate: slugCheck(from),
})

/**
 * A URL slug: lowercase words joined by dashes, unique (when localized, in its language and against the other
 * language's slugs of the other documents), made from the title if left empty.
 */
export function slugField({ localized = false, name = 'slug', from = fromTitle, rule }: SlugOptions = {}): TextField {
  const filling = slugFilling(from, name, true)
  const validate: TextFieldSingleValidation = async (value, options) => {
    const checked = await filling.validate(value, options)
    if (checked !== true) return checked
    const slug = proposedSlug(value, options.data, from)
    const ruled = rule ? rule(slug, options) : true
    if (ruled !== true || !localized) return ruled
    return otherLanguageSlugCheck(slug, options, name)
  }
  return {
    name,
    label: w('Indirizzo (slug)', 'Address (slug)'),
    type: 'text',
    required: true,
    unique: true,
    index: true,
    localized,
    admin: {
      position: 'sidebar',
      description: w(
        'parole-minuscole-con-trattini; se lo lasci vuoto, si ricava dal titolo',
        'lowercase-words-with-dashes; left empty, it is made from the title',
      ),
    },
    hooks: filling.hooks,
    validate,
  }
}
