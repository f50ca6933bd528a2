import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type GlobalConfig,
  type PayloadRequest,
  ValidationError,
} from 'payload'

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A date Payload can read: a text or a number that names a moment. */
const isDate = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime())

/** A rich text's tree as the editor keeps it: nodes that are objects, each `children` a list of them. */
function isNode(node: unknown, depth: number): boolean {
  if (!isObject(node) || depth > 256) return false
  if (!('children' in node)) return true
  return Array.isArray(node.children) && node.children.every((child) => isNode(child, depth + 1))
}
const isRichText = (value: unknown) => isObject(value) && isObject(value.root) && isNode(value.root, 0)

/** A number, or the digits of one (what a form's field sends); Payload turned "abc" into an empty value. */
const isNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

/** The paths in `data` whose value a field of that type cannot hold. */
function misshapen(fields: readonly Field[], data: Data, at: string, found: string[]): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          check({ type: 'group', name: tab.name, fields: tab.fields } as Field, data, at, found)
        else misshapen(tab.fields, data, at, found)
      }
    } else if ('name' in field && field.name) check(field, data, at, found)
    else if ('fields' in field && Array.isArray(field.fields)) misshapen(field.fields, data, at, found)
  }
}

function check(field: Field, data: Data, at: string, found: string[]): void {
  if (!('name' in field) || !(field.name in data)) return
  const value = data[field.name]
  const path = `${at}${field.name}`
  if (value === undefined) return
  switch (field.type) {
    case 'group':
      if (isObject(value)) misshapen(field.fields, value, `${path}.`, found)
      else found.push(path)
      return
    case 'date':
      if (value !== null && value !== '' && !isDate(value)) found.push(path)
      return
    case 'richText':
      if (value !== null && !isRichText(value)) found.push(path)
      return
    case 'number':
      if (value === null || value === '') return
      if (field.hasMany ? !(Array.isArray(value) && value.every(isNumber)) : !isNumber(value)) found.push(path)
      return
    case 'array':
    case 'blocks':
      // Their rows are looked into; the list itself is Payload's to read (the admin sends an empty one as its count).
      if (!Array.isArray(value)) return
      value.forEach((row, i) => {
        if (!isObject(row)) return
        const rowFields =
          field.type === 'array' ? field.fields : field.blocks?.find((block) => block.slug === row.blockType)?.fields
        if (rowFields) misshapen(rowFields, row, `${path}.${i}.`, found)
      })
      return
    default:
      return
  }
}

/**
 * A body whose values are not of their fields' kind, over the API: a group sent as `null`, a date as "garbage", a rich
 * text as a plain string or a tree whose `children` is no list, a number as "abc" (Payload stored it as no value). Payload read into them and answered 500 ("Cannot read
 * properties of null"), or stored the text, after which the admin could no longer open the field (the twenty-eighth
 * check from outside). Each is refused with Payload's "invalid" on its path, in the admin's language, before anything
 * runs. The site's own writes (local API) are left to Payload; a write in every language at once (`locale=all`) holds
 * its values by language, and is left to Payload too.
 */
function refuseMisshapen(
  fields: () => readonly Field[],
  owner: { collection?: string; global?: string },
): (args: { args: { data?: unknown }; operation: string; req: PayloadRequest }) => unknown {
  return ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || req.payloadAPI === 'local') return args
    if (
      (req.locale as string | undefined) === 'all' ||
      (req.locale as string | undefined) === '*' ||
      !isObject(args.data)
    )
      return args
    const found: string[] = []
    misshapen(fields(), args.data, '', found)
    // Payload's own dates of every document, which its config adds to the fields.
    for (const stamp of ['createdAt', 'updatedAt']) {
      const value = args.data[stamp]
      if (value !== undefined && value !== null && value !== '' && !isDate(value)) found.push(stamp)
    }
    if (!found.length) return args
    throw new ValidationError(
      { ...owner, errors: found.map((path) => ({ path, message: req.t('validation:invalidInput') })) },
      req.t,
    )
  }
}

/** The collection with `refuseMisshapen` first among its hooks before an operation. */
export function withBodyShape(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const hook = refuseMisshapen(() => collection.fields, { collection: collection.slug })
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [hook as CollectionBeforeOperationHook, ...(hooks.beforeOperation ?? [])] },
  }
}

/** The global with `refuseMisshapen` first among its hooks before an operation. */
export function withGlobalBodyShape(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  const hook = refuseMisshapen(() => global.fields, { global: global.slug })
  type Hook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]
  return { ...global, hooks: { ...hooks, beforeOperation: [hook as Hook, ...(hooks.beforeOperation ?? [])] } }
}
