import { z } from 'zod'

import { productTermFilters, type TermFilterField } from '@/cms/fields/product-filters'
import { type SheetLine, sheetLines } from '@/cms/fields/product-sheet'

import {
  codeList,
  flag,
  localized,
  MAX_LONG,
  numberIn,
  type OptionalText,
  optionalText,
  recordCode,
  requiredText,
  slug,
  termCode,
  website,
} from './cells'

/**
 * The rows of a catalogue feed (the distributor's management system), one schema per kind of record.
 * Keys are the feed's column names, the same in CSV and JSON. A value comes out as:
 *   undefined  the feed does not carry the field: the stored value is kept;
 *   null       the feed carries it empty: the stored value is cleared;
 *   a value    trimmed, numbers and booleans parsed, codes lowercased.
 * Every message names the column, in plain English, for the import report.
 */

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
    if (line.kind === 'number') return [[column, numberIn(column, line.min, line.max, { decimals: line.decimals })]]
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
  founded: numberIn('founded', 1500, 2100, { decimals: 0 }),
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
