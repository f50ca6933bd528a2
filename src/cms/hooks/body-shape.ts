import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type GlobalConfig,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { inAdminLanguage, w } from '../admin-labels'
import { isText, LINK_MAX_CHARACTERS } from '../fields/blank-required'

type Data = Record<string, unknown>

/**
 * A draft's save, which Payload does not check: whether the collection bounds its editors' one-line texts, and
 * Payload's bound of the others (`defaultMaxTextLength`).
 */
type Draft = { bounded: boolean; textMax: number } | null

/** What is wrong at a path: a value of the wrong kind, or a text longer than `max`. */
type Found = { path: string; max?: number }

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A related document as the API takes it: its id, or an object naming it (`{ relationTo, value }`, a document). */
const isReference = (value: unknown) => typeof value === 'number' || typeof value === 'string' || isObject(value)

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
function misshapen(fields: readonly Field[], data: Data, at: string, found: Found[], draft: Draft): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          check({ type: 'group', name: tab.name, fields: tab.fields } as Field, data, at, found, draft)
        else misshapen(tab.fields, data, at, found, draft)
      }
    } else if ('name' in field && field.name) check(field, data, at, found, draft)
    else if ('fields' in field && Array.isArray(field.fields)) misshapen(field.fields, data, at, found, draft)
  }
}

function check(field: Field, data: Data, at: string, found: Found[], draft: Draft): void {
  if (!('name' in field) || !(field.name in data)) return
  const value = data[field.name]
  const path = `${at}${field.name}`
  if (value === undefined) return
  switch (field.type) {
    case 'group':
      if (isObject(value)) misshapen(field.fields, value, `${path}.`, found, draft)
      else found.push({ path })
      return
    case 'date':
      if (value !== null && value !== '' && !isDate(value)) found.push({ path })
      return
    case 'richText':
      if (value !== null && !isRichText(value)) found.push({ path })
      return
    case 'number':
      if (value === null || value === '') return
      if (field.hasMany ? !(Array.isArray(value) && value.every(isNumber)) : !isNumber(value)) found.push({ path })
      return
    case 'text':
    case 'textarea':
    case 'email':
    case 'code': {
      if (value === null) return
      const many = field.type === 'text' && field.hasMany === true
      if (many ? !(Array.isArray(value) && value.every(isText)) : !isText(value)) {
        found.push({ path })
        return
      }
      // Drafts skip Payload's checks, bounds included: a draft title of 3,000,000 characters was saved. A one-line text
      // of an editor's is bounded in a draft by the longest the site takes (a typed link's); its own, narrower bound,
      // and every bound of a save that is checked, are Payload's (fields/blank-required.ts).
      if (!draft) return
      const max =
        ('maxLength' in field ? field.maxLength : undefined) ??
        (draft.bounded && field.type === 'text' ? LINK_MAX_CHARACTERS : draft.textMax)
      const long = (v: unknown) => typeof v === 'string' && v.length > max
      if (long(value) || (Array.isArray(value) && value.some(long))) found.push({ path, max })
      return
    }
    case 'select':
    case 'radio': {
      if (value === null || value === '') return
      const allowed = new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value)))
      const one = (v: unknown) => typeof v === 'string' && allowed.has(v)
      const many = field.type === 'select' && field.hasMany === true
      if (many ? !(Array.isArray(value) && value.every(one)) : !one(value)) found.push({ path })
      return
    }
    case 'relationship':
    case 'upload':
      if (value === null || value === '') return
      if (field.hasMany ? !(Array.isArray(value) && value.every(isReference)) : !isReference(value))
        found.push({ path })
      return
    case 'array':
    case 'blocks':
      // Their rows are looked into; the list itself is Payload's to read (the admin sends an empty one as its count).
      if (!Array.isArray(value)) return
      value.forEach((row, i) => {
        if (!isObject(row)) return
        const rowFields =
          field.type === 'array' ? field.fields : field.blocks?.find((block) => block.slug === row.blockType)?.fields
        if (rowFields) misshapen(rowFields, row, `${path}.${i}.`, found, draft)
      })
      return
    default:
      return
  }
}

const notAnObject = w(
  'Il corpo della richiesta dev’essere un oggetto JSON con i campi del documento (Content-Type: application/json)',
  'The request’s body must be a JSON object of the document’s fields (Content-Type: application/json)',
)

/**
 * A body whose values are not of their fields' kind, over the API: a group sent as `null`, a date as "garbage", a rich
 * text as a plain string or a tree whose `children` is no list, a number as "abc". Payload read into them and answered
 * 500 ("Cannot read properties of null"), or stored the text, after which the admin could no longer open the field
 * (the twenty-eighth check from outside). The twenty-ninth: a choice sent as a list or an object was a 500 (the
 * database refused the row), a list of choices sent as an object was stored empty, a number as "abc" was stored as no
 * value, a status other than draft and published took the document off the site with a 200, and a draft, which
 * Payload does not check, stored a title sent as an object as its JSON, or one of 3,000,000 characters.
 *
 * Each is refused with Payload's "invalid input" (or its "shorter than" for a text too long) on its path, in the
 * admin's language, before anything runs, drafts included. The site's own writes (local API) are left to Payload; a
 * write in every language at once (`locale=all`) holds its values by language, and is left to Payload too.
 */
function refuseMisshapen(
  fields: () => readonly Field[],
  owner: { collection?: string; global?: string },
  { bounded, drafts }: { bounded: boolean; drafts: boolean },
): (args: { args: { data?: unknown; draft?: boolean }; operation: string; req: PayloadRequest }) => unknown {
  return ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || req.payloadAPI === 'local') return args
    // A body that is no object of fields: plain text or XML (Payload reads JSON and forms only), `null`, a number.
    // Payload's field hooks read into it and answered 500 (the thirty-second check from outside). A file sent without
    // fields is Payload's to answer, field by field.
    if (!isObject(args.data) && !(args.data === undefined && req.file))
      // `data` set: Payload prints an error's message only when it carries data.
      throw new APIError(inAdminLanguage(req, notAnObject), 400, { body: 'not-an-object' }, true)
    if ((req.locale as string | undefined) === 'all' || (req.locale as string | undefined) === '*') return args
    const data: Data = isObject(args.data) ? args.data : {}
    const found: Found[] = []
    misshapen(
      fields(),
      data,
      '',
      found,
      args.draft === true ? { bounded, textMax: req.payload.config.defaultMaxTextLength } : null,
    )
    // Payload's own dates of every document, which its config adds to the fields.
    for (const stamp of ['createdAt', 'updatedAt']) {
      const value = data[stamp]
      if (value !== undefined && value !== null && value !== '' && !isDate(value)) found.push({ path: stamp })
    }
    // Payload's own status of a document with drafts.
    if (drafts && data._status !== undefined && data._status !== 'draft' && data._status !== 'published')
      found.push({ path: '_status' })
    if (!found.length) return args
    const errors = [...new Map(found.map((one) => [one.path, one])).values()].map(({ path, max }) => ({
      path,
      message:
        max === undefined ? req.t('validation:invalidInput') : req.t('validation:shorterThanMax', { maxLength: max }),
    }))
    throw new ValidationError({ ...owner, errors }, req.t)
  }
}

/** The collection with `refuseMisshapen` first among its hooks before an operation. */
export function withBodyShape(collection: CollectionConfig, { bounded }: { bounded: boolean }): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const hook = refuseMisshapen(
    () => collection.fields,
    { collection: collection.slug },
    { bounded, drafts: Boolean(typeof collection.versions === 'object' && collection.versions.drafts) },
  )
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [hook as CollectionBeforeOperationHook, ...(hooks.beforeOperation ?? [])] },
  }
}

/** The global with `refuseMisshapen` first among its hooks before an operation. */
export function withGlobalBodyShape(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  const hook = refuseMisshapen(() => global.fields, { global: global.slug }, { bounded: true, drafts: false })
  type Hook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]
  return { ...global, hooks: { ...hooks, beforeOperation: [hook as Hook, ...(hooks.beforeOperation ?? [])] } }
}
