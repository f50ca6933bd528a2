import type { CollectionConfig, Field, GlobalConfig, Validate } from 'payload'
import { text, textarea } from 'payload/shared'

import { validateLink } from './link-url'
import { mapFields } from './map-fields'

/**
 * A required text or textarea made of spaces only is missing, as an empty one is. Payload's `required` counts
 * characters: a product titled with five spaces was saved and published with an empty heading, a nameless card in
 * its listing and a search result with no name (the eleventh check from outside). Each such field's check (its own,
 * else Payload's) now first refuses a blank value with Payload's own "This field is required." in the admin's
 * language. Drafts skip validation in Payload, and still do.
 */
function blankIsMissing(base: Validate): Validate {
  return (value, options) => {
    const blank = (v: unknown) => typeof v === 'string' && v.length > 0 && v.trim() === ''
    if (blank(value) || (Array.isArray(value) && value.some(blank))) return options.req.t('validation:required')
    return base(value, options)
  }
}

/**
 * The most characters an editor's one-line text may hold (a title, a name, a slug; a typed link more), where the field
 * sets no bound of its own; a textarea keeps Payload's (`defaultMaxTextLength`, 40,000). Without one, a product titled with 5,000 letters was saved, and its sheet
 * served a 5,042-character `<title>` and a heading several screens long (the fourteenth check from outside). A
 * check rather than Payload's `maxLength`, which would change the tables; drafts skip it, as every check.
 */
export const TEXT_MAX_CHARACTERS = 300
export const LINK_MAX_CHARACTERS = 2000

const boundOf = (field: { validate?: unknown }) =>
  field.validate === validateLink ? LINK_MAX_CHARACTERS : TEXT_MAX_CHARACTERS

/** The field's own check first (its own, narrower bound speaks first: "Al massimo 80 caratteri."), then the bound. */
function notLongerThan(max: number, base: Validate): Validate {
  return async (value, options) => {
    const own: unknown = await base(value, options)
    if (own !== true) return own as string
    const long = (v: unknown) => typeof v === 'string' && v.length > max
    if (long(value) || (Array.isArray(value) && value.some(long))) {
      return options.req.t('validation:shorterThanMax', { maxLength: max })
    }
    return true
  }
}

/** A text as the database keeps it: a string, or a number (kept as its digits). */
export const isText = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

/**
 * A text is text: over the API, a title sent as an object or an array (`{"it": …}`) passed Payload's text check, which
 * measures strings only, and was stored as its JSON and shown on the pages (the twenty-sixth check from outside).
 * Anything but a string (or, for a text with `hasMany`, a list of them) gets Payload's "invalid input"; a number,
 * which the database keeps as its digits, is taken as text.
 */
function textOnly(base: Validate, hasMany: boolean): Validate {
  return (value, options) => {
    const fits = value == null || (hasMany ? Array.isArray(value) && value.every(isText) : isText(value))
    return fits ? base(value, options) : options.req.t('validation:invalidInput')
  }
}

function withTextChecks(fields: Field[], bounded: boolean): Field[] {
  return mapFields(fields, (field): Field => {
    if (field.type !== 'text' && field.type !== 'textarea') return field
    const bound = bounded && field.type === 'text' && field.maxLength === undefined
    let validate = (field.validate ?? (field.type === 'text' ? text : textarea)) as Validate
    if (field.required) validate = blankIsMissing(validate)
    if (bound) validate = notLongerThan(boundOf(field), validate)
    validate = textOnly(validate, field.type === 'text' && field.hasMany === true)
    return { ...field, validate } as Field
  })
}

/**
 * The collection or global with a check of each text's type, and a blank check on each of its required texts, at every
 * depth; with `bounded`, each one-line text without a `maxLength` of its own also refuses more characters than its
 * bound (`boundOf`). What visitors' forms and the site's own services write keeps the bounds of its form.
 */
export function refuseBlankRequired<T extends CollectionConfig | GlobalConfig>(
  config: T,
  { bounded }: { bounded: boolean } = { bounded: false },
): T {
  return { ...config, fields: withTextChecks(config.fields, bounded) }
}
