import type { FlattenedField, SanitizedConfig } from 'payload'

/**
 * What a REST read's `where` path names (issue 16, finding 11): the fields a collection's, its versions' or a
 * global's versions' path starts from (`schemaFor`), and what a path compares with (`kindOf`), through groups,
 * relationships and joins. The checks of the values compared are where-values.ts's.
 */
export type ValueKind = 'number' | 'date'
/**
 * What a `where` path compares with: a number or a date (values checked), a path inside a JSON field (compared
 * as text only: SQLite cannot order or list-compare them), nothing a query can name (inside rich text, a block
 * or array list itself), a JSON field or a polymorphic relation (compared with an object: `{ relationTo, value }`,
 * which Payload checks itself); undefined for text-like or unknown paths, compared with one text each.
 */
export type Target = ValueKind | 'json-path' | 'unqueryable' | 'json' | 'polymorphic'

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
