import type { CollectionSlug, FieldHook, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { inAdminLanguage, w } from '../admin-labels'

/** The collections whose documents a code names, for buyers and for the catalogue import. */
type CodedCollection = Extract<CollectionSlug, 'products' | 'producers' | 'catalogues' | 'downloads'>

const taken = (code: string) =>
  w(
    `Il codice «${code}» è già di un altro documento (maiuscole e minuscole non contano): scegline un altro`,
    `The code “${code}” already belongs to another document (capitals do not count): choose another`,
  )

/** A code as typed, without the spaces around it: the catalogue import reads its cells so (`import/cells.ts`). */
const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

/**
 * Another document of the collection whose code is this one but for capitals. The database's unique index tells
 * "V0001" from "v0001" and " V0001": the admin took all three, and two products read V0001 to a buyer (the thirtieth
 * check from outside). Payload's `like` finds the candidates whatever their capitals; the exact comparison is here. An
 * editor's save only: the catalogue import and the seed (local API) keep matching codes exactly.
 */
function sameCode(collection: CodedCollection): TextFieldSingleValidation {
  return async (value, options) => {
    const checked = text(value, options)
    if (checked !== true || typeof value !== 'string' || value.trim() === '') return checked
    const { req, id } = options
    // The site's own writes (the catalogue import, the seed) match codes exactly, a query per row would not scale.
    if (req.payloadAPI === 'local') return true
    // The admin's form-state requests (each change) skip the query, as Payload's own option checks do: a save checks.
    if (options.event === 'onChange') return true
    const code = value.trim()
    const { docs } = await req.payload.find({
      collection,
      where: { and: [{ code: { like: code } }, ...(id == null ? [] : [{ id: { not_equals: id } }])] },
      select: { code: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const other = docs.find((doc) => String(doc.code).toLowerCase() === code.toLowerCase())
    return other ? inAdminLanguage(req, taken(String(other.code))) : true
  }
}

/** A document's code: required, unique whatever its capitals, without spaces around it. */
export const codeField = (collection: CodedCollection, index = true): TextField => ({
  name: 'code',
  label: w('Codice', 'Code'),
  type: 'text',
  required: true,
  unique: true,
  ...(index ? { index: true } : {}),
  hooks: { beforeValidate: [trimmed] },
  validate: sameCode(collection),
})
