import { z } from 'zod'

import { slugPattern } from '@/cms/fields/slug'
import type { Locale } from '@/i18n/locales'
import { hasDecimals } from '@/lib/decimals'
import { WEB_ADDRESS } from '@/lib/web-address'

/*
 * How a feed's cell is read (schema.ts puts them together, one per column): trimmed, empty as null, numbers, booleans
 * and lists parsed, codes lowercased, each message naming its column in plain English.
 */

export const MAX_CODE = 64
export const MAX_SHORT = 300
export const MAX_LONG = 20_000

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

export const requiredText = (column: string, max = MAX_SHORT) =>
  z.preprocess(
    toText,
    z
      .string({ error: (issue) => (issue.input == null ? `${column} is missing` : `${column} must be text`) })
      .max(max, `${column} must be at most ${max} characters`),
  )

export const optionalText = (column: string, max = MAX_SHORT) =>
  z.preprocess(
    toText,
    z
      .string({ error: `${column} must be text` })
      .max(max, `${column} must be at most ${max} characters`)
      .nullable()
      .optional(),
  )

/** The code of the record itself or of the producer it belongs to: as written, without spaces. */
export const recordCode = (column: string) => {
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
export const termCode = (column: string, required = false) => {
  const base = z
    .string({ error: (issue) => (issue.input == null ? `${column} is missing` : `${column} must be a code`) })
    .max(MAX_CODE, `${column} must be a code of at most ${MAX_CODE} characters`)
  return z.preprocess(toTermCode, required ? base : base.nullable().optional())
}

export const codeList = (column: string) => {
  const message = `${column} must be a list of codes separated by |`
  return z.preprocess(
    toList,
    z
      .array(z.string({ error: message }).max(MAX_CODE, message), { error: message })
      .nullable()
      .optional(),
  )
}

export const slug = (column: string) =>
  z.preprocess(
    toText,
    z
      .string({ error: `${column} must be text` })
      .regex(slugPattern, `${column} must be lowercase letters and digits joined by dashes`)
      .nullable()
      .optional(),
  )

/**
 * A number between `min` and `max`, with at most `decimals` digits after the point when given (0: a whole number).
 */
export const numberIn = (column: string, min: number, max: number, { decimals }: { decimals?: number } = {}) => {
  const message = `${column} must be ${decimals === 0 ? 'a whole number' : 'a number'} between ${min} and ${max}`
  const base = z.number({ error: message }).min(min, message).max(max, message)
  const exact =
    decimals === undefined || decimals === 0
      ? base
      : base.refine(
          (value) => hasDecimals(value, decimals),
          `${column} must have at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`,
        )
  return z.preprocess(toNumber, (decimals === 0 ? base.int(message) : exact).nullable().optional())
}

export const flag = (column: string) =>
  z.preprocess(
    toBoolean,
    z
      .boolean({ error: `${column} must be true or false (or 1/0, sì/no, yes/no)` })
      .nullable()
      .optional(),
  )

export const website = () =>
  z.preprocess(
    toText,
    z
      .string({ error: 'website must be text' })
      .max(MAX_SHORT, `website must be at most ${MAX_SHORT} characters`)
      .regex(WEB_ADDRESS, 'website must be a web address')
      .nullable()
      .optional(),
  )

export type OptionalText = ReturnType<typeof optionalText>

/** `{column}_it` and `{column}_en`: a localized field. */
export function localized<C extends string>(column: C, max = MAX_SHORT): Record<`${C}_${Locale}`, OptionalText> {
  return {
    [`${column}_it`]: optionalText(`${column}_it`, max),
    [`${column}_en`]: optionalText(`${column}_en`, max),
  } as Record<`${C}_${Locale}`, OptionalText>
}
