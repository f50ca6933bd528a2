import { z } from 'zod'

import { productTermFilters, type TermFilterField } from '@/cms/fields/product-filters'
import { type SheetLine, sheetLines } from '@/cms/fields/product-sheet'
import { slugPattern } from '@/cms/fields/slug'
import type { Locale } from '@/i18n/locales'

/**
 * The rows of a catalogue feed (the distributor's management system), one schema per kind of record.
 * Keys are the feed's column names, the same in CSV and JSON. A value comes out as:
 *   undefined  the feed does not carry the field: the stored value is kept;
 *   null       the feed carries it empty: the stored value is cleared;
 *   a value    trimmed, numbers and booleans parsed, codes lowercased.
 * Every message names the column, in plain English, for the import report.
 */

const MAX_CODE = 64
const MAX_SHORT = 300
const MAX_LONG = 20_000

const trueWords = new Set(['true', '1', 'si', 'sì', 'yes'])
const falseWords = new Set(['false', '0', 'no'])

/** '' and null are "empty"; numbers become text (JSON feeds often send codes and vintages as numbers). */
function toText(value: unknown): unknown {
  if (value === undefined || value === null) return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return value
  const text = value.trim()
  return text === '' ? null : text
}

const toCode = (value: unknown) => {
  const text = toText(value)
  return typeof text === 'string' ? text.toLowerCase() : text
}

/** A taxonomy code; a label-shaped value reads as its code ("70 cl" → 70-cl, "37,5 cl" → 37-5-cl). */
const toTermCode = (value: unknown) => {
  const code = toCode(value)
  return typeof code === 'string' ? code.replace(/[\s,.]+/g, '-') : code
}

/** "40", "40.5" and the Italian "40,5". */
function toNumber(value: unknown): unknown {
  const text = toText(value)
  if (typeof text !== 'string') return typeof value === 'number' ? value : text
  return /^[+-]?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : text
}

function toBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 0) return value === 1
  const text = toText(value)
  if (typeof text !== 'string') return text
  const word = text.toLowerCase()
  return trueWords.has(word) ? true : falseWords.has(word) ? false : text
}

/** A `|`-separated text or a JSON list; empty means "none". */
function toList(value: unknown): unknown {
  if (value === undefined) return undefined
  const items = typeof value === 'string' ? value.split('|') : value === null ? [] : value
  if (!Array.isArray(items)) return items
  const codes = items.map(toCode)
  if (codes.some((c) => c !== null && typeof c !== 'string')) return items
  return [...new Set(codes.filter((c): c is string => typeof c === 'string'))]
}

const requiredText = (column: string, max = MAX_SHORT) =>
  z.preprocess(
    toText,
    z
      .string({ error: (issue) => (issue.input == null ? `${column} is missing` : `${column} must be text`) })
      .max(max, `${column} must be at most ${max} characters`),
  )

const optionalText = (column: string, max = MAX_SHORT) =>
  z.preprocess(
    toText,
    z
      .string({ error: `${column} must be text` })
      .max(max, `${column} must be at most ${max} characters`)
      .nullable()
      .optional(),
  )

/** The code of the record itself or of the producer it belongs to: as written, without spaces. */
const recordCode = (column: string) => {
  const shape = `${column} must be at most ${MAX_CODE} characters, without spaces`
  return z.preprocess(
    toText,
    z
      .string({ error: (issue) => (issue.input == null ? `${column} is missing` : `${column} must be text`) })
      .max(MAX_CODE, shape)
      .regex(/^\S+$/, shape),
  )
}

/** A taxonomy term or project code; matched against the database when the row is applied. */
const termCode = (column: string, required = false) => {
  const base = z
    .string({ error: (issue) => (issue.input == null ? `${column} is missing` : `${column} must be a code`) })
    .max(MAX_CODE, `${column} must be a code of at most ${MAX_CODE} characters`)
  return z.preprocess(toTermCode, required ? base : base.nullable().optional())
}

const codeList = (column: string) => {
  const message = `${column} must be a list of codes separated by |`
  return z.preprocess(
    toList,
    z
      .array(z.string({ error: message }).max(MAX_CODE, message), { error: message })
      .nullable()
      .optional(),
  )
}

const slug = (column: string) =>
  z.preprocess(
    toText,
    z
      .string({ error: `${column} must be text` })
      .regex(slugPattern, `${column} must be lowercase letters and digits joined by dashes`)
      .nullable()
      .optional(),
  )

const numberIn = (column: string, min: number, max: number, { whole = false } = {}) => {
  const message = `${column} must be ${whole ? 'a whole number' : 'a number'} between ${min} and ${max}`
  const base = z.number({ error: message }).min(min, message).max(max, message)
  return z.preprocess(toNumber, (whole ? base.int(message) : base).nullable().optional())
}

const flag = (column: string) =>
  z.preprocess(
    toBoolean,
    z
      .boolean({ error: `${column} must be true or false (or 1/0, sì/no, yes/no)` })
      .nullable()
      .optional(),
  )

const website = () =>
  z.preprocess(
    toText,
    z
      .string({ error: 'website must be text' })
      .max(MAX_SHORT, `website must be at most ${MAX_SHORT} characters`)
      .regex(/^(?:https?:\/\/)?[^\s/.?#]+(?:\.[^\s/.?#]+)+(?:[/?#]\S*)?$/i, 'website must be a web address')
      .nullable()
      .optional(),
  )

type OptionalText = ReturnType<typeof optionalText>

/** `{column}_it` and `{column}_en`: a localized field. */
function localized<C extends string>(column: C, max = MAX_SHORT): Record<`${C}_${Locale}`, OptionalText> {
  return {
    [`${column}_it`]: optionalText(`${column}_it`, max),
    [`${column}_en`]: optionalText(`${column}_en`, max),
  } as Record<`${C}_${Locale}`, OptionalText>
}

/** A product sheet line's feed column: its name in snake case (`sparklingMethod` → `sparkling_method`). */
export const feedColumn = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

const lines = sheetLines as readonly SheetLine[]
const isText = (line: SheetLine) => line.kind === 'longText' || (line.kind === 'text' && line.localized)

/** The product sheet's texts (`src/cms/fields/product-sheet.ts`), one column per language each (`{column}_it`). */
export const sheetTextColumns: Record<string, string> = Object.fromEntries(
  lines.filter(isText).map((line) => [line.name, feedColumn(line.name)]),
)

/** The sheet's values that read the same in every language (format, alcohol, planting year…), and their columns. */
export const sheetValueColumns: Record<string, string> = Object.fromEntries(
  lines
    .filter((line) => line.kind === 'number' || (line.kind === 'text' && !line.localized))
    .map((line) => [line.name, feedColumn(line.name)]),
)

const sheetValues = Object.fromEntries(
  lines.flatMap((line): [string, OptionalText | ReturnType<typeof numberIn>][] => {
    const column = feedColumn(line.name)
    if (line.kind === 'number') return [[column, numberIn(column, line.min, line.max, { whole: line.whole })]]
    if (line.kind === 'text' && !line.localized) return [[column, optionalText(column)]]
    return []
  }),
) as Record<string, OptionalText | ReturnType<typeof numberIn>>

const sheetTexts = Object.assign(
  {},
  ...Object.values(sheetTextColumns).map((column) => localized(column, MAX_LONG)),
) as Record<string, OptionalText>

export const producerRowSchema = z.strictObject({
  code: recordCode('code'),
  name_it: requiredText('name_it'),
  name_en: optionalText('name_en'),
  slug_it: slug('slug_it'),
  slug_en: slug('slug_en'),
  country: termCode('country'),
  region: termCode('region'),
  town: optionalText('town'),
  founded: numberIn('founded', 1500, 2100, { whole: true }),
  website: website(),
  ...localized('description', MAX_LONG),
})

/** The filters' columns (src/cms/fields/product-filters.ts): `vintage`, `ageing_class`… */
export const termFilterColumn = <F extends TermFilterField>(field: F) => feedColumn(field) as SnakeCase<F>
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S
type TermFilterColumn = SnakeCase<TermFilterField>
const termFilterColumns = Object.fromEntries(
  productTermFilters.map((f) => [termFilterColumn(f.field), termCode(termFilterColumn(f.field))]),
) as Record<TermFilterColumn, ReturnType<typeof termCode>>

export const productRowSchema = z.strictObject({
  code: recordCode('code'),
  producer: recordCode('producer'),
  title_it: requiredText('title_it'),
  title_en: optionalText('title_en'),
  slug_it: slug('slug_it'),
  slug_en: slug('slug_en'),
  type: termCode('type', true),
  spirit_type: termCode('spirit_type'),
  color: termCode('color'),
  country: termCode('country'),
  region: termCode('region'),
  certification: termCode('certification'),
  ...termFilterColumns,
  projects: codeList('projects'),
  novelty: flag('novelty'),
  featured: flag('featured'),
  ...localized('description', MAX_LONG),
  ...sheetValues,
  ...sheetTexts,
})

export type ProducerRow = z.output<typeof producerRowSchema>
export type ProductRow = z.output<typeof productRowSchema>
export type RecordKind = 'producer' | 'product'

export const rowSchemas = { producer: producerRowSchema, product: productRowSchema } as const

/** One reason per problem (in the order of the columns above), e.g. "alcohol must be a number between 0 and 100", "'colour' is not a product field". */
export function reasonsOf(error: z.ZodError, kind: RecordKind): string[] {
  const reasons = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => `'${key}' is not a ${kind} field`) : [issue.message],
  )
  return [...new Set(reasons)]
}
