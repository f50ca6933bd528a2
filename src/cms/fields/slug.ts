import type { CollectionSlug, FieldHook, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'

import { fitSlug, slugify } from '@/lib/slug'

import { inAdminLanguage, w } from '../admin-labels'
import { TEXT_MAX_CHARACTERS } from './blank-required'
import { freeCopy } from './copies'

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The text a document's slug is made from when the editor leaves it empty: its title, by default. */
export type SlugSource = (data: Record<string, unknown>) => unknown

type SlugOptions = { localized?: boolean; name?: string; from?: SlugSource }

export const slugMessage = w('Usa lettere minuscole, cifre e trattini', 'Use lowercase letters, digits and dashes')
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
  async ({ value, data, operation, originalDoc, collection, req }) => {
    const stored = (originalDoc as Record<string, unknown> | undefined)?.[name]
    const missing = value === '' || value === null || (value === undefined && (operation === 'create' || !stored))
    if (!missing) return value
    // An API call may send only what changed (the title): the rest (a product's code) is the stored document's.
    const whole = { ...(originalDoc as object | undefined), ...(data as object | undefined) }
    const proposed = proposedSlug(value, whole, from)
    if (!proposed || !collection || !unique) return proposed || value
    return freeSlug(proposed, { collection: collection.slug, name, id: (originalDoc as { id?: unknown })?.id, req })
  }

/**
 * `slug`, or else the first of `slug-2`, `slug-3`… (`freeCopy`, as the admin's Duplicate makes them) no other document
 * of the collection has in the language being saved: a title another document already has made its slug, which the
 * unique index refused with the empty field unmarked in the admin (the twenty-third check from outside).
 */
async function freeSlug(
  slug: string,
  { collection, name, id, req }: { collection: string; name: string; id: unknown; req: PayloadRequest },
): Promise<string> {
  const taken = async (candidate: string) => {
    const { totalDocs } = await req.payload.count({
      collection: collection as CollectionSlug,
      where: {
        and: [{ [name]: { equals: candidate } }, ...(id == null ? [] : [{ id: { not_equals: id } }])],
      },
      locale: req.locale === 'all' ? undefined : (req.locale ?? undefined),
      overrideAccess: true,
      req,
    })
    return totalDocs > 0
  }
  return (await taken(slug)) ? freeCopy(slug, taken) : slug
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

/** A URL slug: lowercase words joined by dashes, unique (per locale when localized), made from the title if left empty. */
export function slugField({ localized = false, name = 'slug', from = fromTitle }: SlugOptions = {}): TextField {
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
    ...slugFilling(from, name, true),
  }
}
