import type { FlattenedField, SanitizedConfig } from 'payload'
import { parse } from 'qs-esm'

/**
 * The values of a REST read's `where` (issue 16, finding 11: no 500 on bad input). Payload hands the database
 * what a query names without looking at its type: a date that is no date, a number that is none (`abc`, `1e999`),
 * an empty `in` list reach SQLite and PostgreSQL as `undefined`, `NaN` or `in ()` and answer 500. The property run
 * of the security tests found them (`/api/articles/?where[createdAt][equals]=abc`). Here, every value compared
 * with an id, a number, a relationship or a date is checked against its field's type before Payload sees it; a bad
 * one is a 400 that names it. Text, selects and the rest are compared as text, which never fails.
 */
export type ValueKind = 'number' | 'date'
/**
 * What a `where` path compares with: a number or a date (values checked), a path inside a JSON field (compared
 * as text only: SQLite cannot order or list-compare them), nothing a query can name (inside rich text, a block
 * or array list itself), a JSON field or a polymorphic relation (compared with an object: `{ relationTo, value }`,
 * which Payload checks itself); undefined for text-like or unknown paths, compared with one text each.
 */
export type Target = ValueKind | 'json-path' | 'unqueryable' | 'json' | 'polymorphic'

export type Problem = { field: string; message: string }

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
  'equals, not_equals, in, not_in, exists, greater_than, greater_than_equal, less_than, less_than_equal, like, not_like or contains'
const numberPattern = /^-?\d{1,15}(\.\d{1,15})?$/

/** The fields a path of a collection's or global's `where` can start from. */
export type Schema = {
  fields: FlattenedField[]
  /** Collections by slug, for a path through a relationship (`producer.name`). */
  collection: (slug: string) => FlattenedField[] | undefined
  /** Whether the ids of a collection are numbers (every collection here: serial ids on both databases). */
  numericIds: (slug: string) => boolean
}

const timestamps: Record<string, ValueKind> = { createdAt: 'date', updatedAt: 'date' }

/** What a `where` path compares with (see `Target`). */
export function kindOf(path: string, schema: Schema, ownIdsNumeric = true): Target | undefined {
  const segments = path.split('.')
  let fields: FlattenedField[] | undefined = schema.fields
  let idsNumeric = ownIdsNumeric
  // What the path has gone through: the SQL adapters follow a relationship into a join (`producer.products.code`)
  // or a join through a relationship (`products.producer.name`) nowhere ("Cannot find field for path", a 500, the
  // fourth check from outside); a join's own fields and a relationship's relationships they follow.
  let viaRelation = false
  let viaJoin = false
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]!
    const last = i === segments.length - 1
    if (!fields) return undefined
    if (name === 'id') return last && idsNumeric ? 'number' : undefined
    const field = fields.find((f) => 'name' in f && f.name === name)
    if (!field) return last ? timestamps[name] : undefined
    switch (field.type) {
      case 'number':
        return last ? 'number' : undefined
      case 'date':
        return last ? 'date' : undefined
      case 'json':
        return last ? 'json' : 'json-path'
      case 'richText':
        return last ? undefined : 'unqueryable'
      case 'join': {
        if (viaRelation || viaJoin) return 'unqueryable'
        if (typeof field.collection !== 'string') return undefined
        if (last) return schema.numericIds(field.collection) ? 'number' : undefined
        fields = schema.collection(field.collection)
        idsNumeric = schema.numericIds(field.collection)
        viaJoin = true
        break
      }
      case 'relationship':
      case 'upload': {
        // A polymorphic relation is compared with `{ relationTo, value }`; Payload checks those itself.
        if (typeof field.relationTo !== 'string') return last || !viaJoin ? 'polymorphic' : 'unqueryable'
        if (last) return schema.numericIds(field.relationTo) ? 'number' : undefined
        if (viaJoin) return 'unqueryable'
        fields = schema.collection(field.relationTo)
        idsNumeric = schema.numericIds(field.relationTo)
        viaRelation = true
        break
      }
      case 'blocks':
      case 'array':
      case 'group':
      case 'tab':
        if (last) return field.type === 'group' || field.type === 'tab' ? undefined : 'unqueryable'
        fields = 'flattenedFields' in field ? field.flattenedFields : undefined
        break
      default:
        return undefined
    }
  }
  return undefined
}

const valid = (kind: ValueKind, value: unknown, inList: boolean): boolean => {
  if (value === null || value === 'null') return !inList
  if (kind === 'number') return typeof value === 'number' ? Number.isFinite(value) : numberPattern.test(String(value))
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const time = new Date(value).getTime()
  return Number.isFinite(time)
}

const message = (kind: ValueKind, operator: string) =>
  kind === 'number'
    ? `${operator} compares with a number${listOperators.has(operator) ? ' list (one or more, comma-separated)' : ''}`
    : `${operator} compares with a date${listOperators.has(operator) ? ' list (one or more, comma-separated)' : ''}`

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
    return [{ field: key, message: `the ${operator} operator is not supported here; use ${supported}` }]
  }
  const target = kindOf(path, schema)
  if (target === 'unqueryable') return [{ field: key, message: `${path} cannot be queried` }]
  if (target === 'json-path') {
    return textOperators.has(operator)
      ? []
      : [
          {
            field: key,
            message: `${operator} cannot compare inside a JSON field; use equals, not_equals, like, not_like, contains or exists`,
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
            message: `${operator} compares with ${listOperators.has(operator) ? 'a list of texts' : 'one text'}`,
          },
        ]
  const kind = target
  let values: unknown[] = [value]
  if (listOperators.has(operator)) {
    values = Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',').filter((v) => v !== '')
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

/**
 * The fields a REST path reads: a collection's (`/api/articles/`, `/api/articles/count`), its versions'
 * (`/api/articles/versions`: `version.…`, `parent`) or a global's versions'. Undefined for any other path.
 */
export function schemaFor(pathname: string, config: SanitizedConfig): Schema | undefined {
  const [api, first, second, third] = pathname.split('/').filter(Boolean)
  if (api !== 'api' || !first) return undefined
  const collection = (slug: string) => config.collections.find((c) => c.slug === slug)?.flattenedFields
  const numericIds = (slug: string) => {
    const found = config.collections.find((c) => c.slug === slug)
    if (!found) return false
    const custom = found.flattenedFields.find((f) => 'name' in f && f.name === 'id')
    return !custom || custom.type === 'number'
  }
  const versionsOf = (slug: string, fields: FlattenedField[], parentIsId: boolean): Schema => ({
    fields: [
      { name: 'version', type: 'group', fields: [], flattenedFields: fields } as unknown as FlattenedField,
      ...(parentIsId ? [{ name: 'parent', type: 'relationship', relationTo: slug } as unknown as FlattenedField] : []),
    ],
    collection,
    numericIds,
  })
  if (first === 'globals') {
    const global = config.globals.find((g) => g.slug === second)
    return global && third === 'versions' ? versionsOf(second!, global.flattenedFields, false) : undefined
  }
  const fields = collection(first)
  if (!fields) return undefined
  if (second === 'versions') return versionsOf(first, fields, true)
  return { fields, collection, numericIds }
}
