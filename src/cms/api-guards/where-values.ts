import { parse } from 'qs-esm'

import type { Problem } from './refusals'
import { kindOf, type Schema, type ValueKind } from './where-paths'

/**
 * The values of a REST read's `where` (issue 16, finding 11: no 500 on bad input). Payload hands the database
 * what a query names without looking at its type: a date that is no date, a number that is none (`abc`, `1e999`),
 * an empty `in` list reach SQLite and PostgreSQL as `undefined`, `NaN` or `in ()` and answer 500. The property run
 * of the security tests found them (`/api/articles/?where[createdAt][equals]=abc`). Here, every value compared
 * with an id, a number, a relationship or a date is checked against its field's type before Payload sees it; a bad
 * one is a 400 that names it. Text, selects and the rest are compared as text, which never fails.
 */

/**
 * Operators Payload lists but our database adapters cannot run on any field of ours: `all` is not implemented by
 * the SQL adapters, and `near`, `within`, `intersects` need a point field, which no collection has. Payload answers
 * them with a 500 ("operators[op] is not a function").
 */
export const UNSUPPORTED_OPERATORS = ['all', 'near', 'within', 'intersects'] as const
const unsupported = new Set<string>(UNSUPPORTED_OPERATORS)

/** The operators whose value is not compared with the field (`exists` takes true or false). */
const unchecked = new Set(['exists'])
const listOperators = new Set(['in', 'not_in'])
const textOperators = new Set(['equals', 'not_equals', 'like', 'not_like', 'contains', 'exists'])
const supported =
  'equals, not_equals, in, not_in, exists, greater_than, greater_than_equal, less_than, less_than_equal, like, not_like'
const numberPattern = /^-?\d{1,15}(\.\d{1,15})?$/

const valid = (kind: ValueKind, value: unknown, inList: boolean): boolean => {
  if (value === null || value === 'null') return !inList
  if (kind === 'number') return typeof value === 'number' ? Number.isFinite(value) : numberPattern.test(String(value))
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const time = new Date(value).getTime()
  return Number.isFinite(time)
}

const message = (kind: ValueKind, operator: string) => {
  const list = listOperators.has(operator)
  return kind === 'number'
    ? {
        it: `${operator} confronta con ${list ? 'una lista di numeri (uno o più, separati da virgole)' : 'un numero'}`,
        en: `${operator} compares with a number${list ? ' list (one or more, comma-separated)' : ''}`,
      }
    : {
        it: `${operator} confronta con ${list ? 'una lista di date (una o più, separate da virgole)' : 'una data'}`,
        en: `${operator} compares with a date${list ? ' list (one or more, comma-separated)' : ''}`,
      }
}

const scalar = (v: unknown) => v === null || typeof v !== 'object'

/** Whether a text field's comparison has texts: one, or for `in` and `not_in` a list (or qs's object of them). */
function textValues(operator: string, value: unknown): boolean {
  if (!listOperators.has(operator)) return scalar(value)
  if (scalar(value)) return true
  return Object.values(value as object).every(scalar)
}

/** The problems of one comparison: `path` compared by `operator` with `value`. */
function comparison(path: string, operator: string, value: unknown, schema: Schema, key: string): Problem[] {
  if (unsupported.has(operator)) {
    return [
      {
        field: key,
        message: {
          it: `l'operatore ${operator} qui non è supportato; usa ${supported} o contains`,
          en: `the ${operator} operator is not supported here; use ${supported} or contains`,
        },
      },
    ]
  }
  const target = kindOf(path, schema)
  if (target === 'unqueryable')
    return [{ field: key, message: { it: `${path} non si può interrogare`, en: `${path} cannot be queried` } }]
  if (target === 'json-path') {
    return textOperators.has(operator)
      ? []
      : [
          {
            field: key,
            message: {
              it: `${operator} non confronta dentro un campo JSON; usa equals, not_equals, like, not_like, contains o exists`,
              en: `${operator} cannot compare inside a JSON field; use equals, not_equals, like, not_like, contains or exists`,
            },
          },
        ]
  }
  if (unchecked.has(operator) || target === 'json' || target === 'polymorphic') return []
  // Text is compared with one text (a list of them for `in`): an object or a list reached the database as
  // "[object Object]" and failed there (`where[title][equals][x]=1`, the third check from outside: a 500).
  if (!target)
    return textValues(operator, value)
      ? []
      : [
          {
            field: key,
            message: listOperators.has(operator)
              ? { it: `${operator} confronta con una lista di testi`, en: `${operator} compares with a list of texts` }
              : { it: `${operator} confronta con un testo`, en: `${operator} compares with one text` },
          },
        ]
  const kind = target
  let values: unknown[] = [value]
  if (listOperators.has(operator)) {
    values = Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? // An empty item (`1,,2`, `1,`) reached the database as one and failed there: a 500 for anyone (the
          // fifteenth check from outside). It is refused with the rest below.
          value === ''
          ? []
          : value.split(',')
        : value && typeof value === 'object'
          ? Object.values(value)
          : [value]
    if (!values.length) return [{ field: key, message: message(kind, operator) }]
  } else if (typeof value === 'object' && value !== null) {
    return [{ field: key, message: message(kind, operator) }]
  }
  return values.every((v) => valid(kind, v, listOperators.has(operator)))
    ? []
    : [{ field: key, message: message(kind, operator) }]
}

/** Every problem of a parsed `where`, however deep its `and` and `or` go (qs parses up to 10 levels). */
export function whereProblems(where: unknown, schema: Schema, prefix = 'where', depth = 0): Problem[] {
  if (!where || typeof where !== 'object' || depth > 12) return []
  const problems: Problem[] = []
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    const name = `${prefix}[${key}]`
    if (key === 'and' || key === 'or') {
      for (const [i, nested] of Object.entries((condition ?? {}) as Record<string, unknown>)) {
        problems.push(...whereProblems(nested, schema, `${name}[${i}]`, depth + 1))
      }
    } else if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
      for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
        problems.push(...comparison(key, operator, value, schema, `${name}[${operator}]`))
      }
    }
  }
  return problems
}

/**
 * Every problem of the `where` of a read's joins (`joins[products][where][title][equals]=x`), each checked against
 * the collection its join field reads.
 */
export function joinProblems(joins: unknown, schema: Schema): Problem[] {
  if (!joins || typeof joins !== 'object') return []
  const problems: Problem[] = []
  for (const [name, join] of Object.entries(joins as Record<string, unknown>)) {
    if (!join || typeof join !== 'object' || !('where' in join)) continue
    const field = schema.fields.find((f) => 'name' in f && f.name === name && f.type === 'join')
    const fields = field && field.type === 'join' ? schema.collection(field.collection as string) : undefined
    if (!fields) continue
    const joined: Schema = { ...schema, fields }
    problems.push(...whereProblems((join as { where: unknown }).where, joined, `joins[${name}][where]`))
  }
  return problems
}

/** The `joins` of a query string, read as Payload reads it. */
export const parseJoins = (search: string): unknown =>
  (
    parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as {
      joins?: unknown
    }
  ).joins

/** The `where` of a query string, read as Payload reads it. */
export const parseWhere = (search: string): unknown =>
  (
    parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as {
      where?: unknown
    }
  ).where
