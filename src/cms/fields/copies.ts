import type { CollectionConfig, Field, FieldHook, PayloadRequest, Where } from 'payload'

import { locales } from '@/i18n/locales'

import { readInLanguage } from '../read-in-language'

/** The most copies of one value looked through for a free one (`-2` … `-99`). */
const MAX_COPIES = 99

/**
 * The first of `value-2`, `value-3`, … that `taken` says is free: what a copy's unique code or slug becomes. Payload's
 * own copy appended " - Copy" ("Grappa - Copia"), which no slug's rule allows: Duplicate failed on every product,
 * producer and filter value, naming a field the editor never touched, and an article's copy had an address with
 * spaces in it (the eighteenth check from outside). A suffix of digits keeps a slug a slug and a code readable.
 */
export async function freeCopy(value: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let n = 2; n <= MAX_COPIES; n++) {
    const candidate = `${value}-${n}`
    if (!(await taken(candidate))) return candidate
  }
  return `${value}-${Date.now().toString(36)}`
}

type CopyArgs = { value?: unknown; req: PayloadRequest; siblingData?: Record<string, unknown> }

/**
 * A `beforeDuplicate` hook that gives the copy the first free `-N` of the original's value of the field `name` in the
 * collection `collection`, in every language when the field is localized; `scope` narrows what counts as taken (a
 * filter value's code is unique within its filter).
 */
export function copyHook(
  collection: string,
  name: string,
  localized: boolean,
  scope?: (siblingData: Record<string, unknown>) => Where,
): FieldHook {
  return async ({ value, req, siblingData }: CopyArgs) => {
    if (typeof value !== 'string' || value.trim() === '') return value
    const taken = async (candidate: string) => {
      const own: Where = { [name]: { equals: candidate } }
      const where = scope ? { and: [scope(siblingData ?? {}), own] } : own
      for (const locale of localized ? locales : [undefined]) {
        // In its own language: the copy is read and checked in the request's after this hook (its texts in English,
        // empty for a document written in Italian only, refused as missing: the twenty-sixth check from outside).
        const { totalDocs } = await readInLanguage(req, () =>
          req.payload.count({
            collection: collection as 'products',
            where,
            ...(locale ? { locale } : {}),
            overrideAccess: true,
            req,
          }),
        )
        if (totalDocs > 0) return true
      }
      return false
    }
    return freeCopy(value, taken)
  }
}

/** Gives each unique text of `fields` (at the document's top level, tabs without a name included) a free copy. */
function withCopies(collection: string, fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'text' && field.unique && !field.hooks?.beforeDuplicate?.length) {
      const hook = copyHook(collection, field.name, Boolean(field.localized))
      return { ...field, hooks: { ...field.hooks, beforeDuplicate: [hook] } }
    }
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) =>
          'name' in tab && tab.name ? tab : { ...tab, fields: withCopies(collection, tab.fields) },
        ),
      }
    }
    return field
  })
}

/** The collection whose copies (the admin's Duplicate) get a free value of each unique text. */
export function freeCopies(config: CollectionConfig): CollectionConfig {
  return { ...config, fields: withCopies(config.slug, config.fields) }
}
