import type { CollectionConfig, Field, GlobalConfig, Validate } from 'payload'
import { text, textarea } from 'payload/shared'

/**
 * A required text or textarea made of spaces only is missing, as an empty one is. Payload's `required` counts
 * characters: a product titled with five spaces was saved and published with an empty heading, a nameless card in
 * its listing and a search result with no name (the eleventh check from outside). Each such field's check (its own,
 * else Payload's) now first refuses a blank value with Payload's own "This field is required." in the admin's
 * language. Drafts skip validation in Payload, and still do.
 */
function blankIsMissing(base: Validate): Validate {
  return (value, options) => {
    const blank = (v: unknown) => typeof v === 'string' && v.length > 0 && v.trim() === ''
    if (blank(value) || (Array.isArray(value) && value.some(blank))) return options.req.t('validation:required')
    return base(value, options)
  }
}

function withBlankChecks(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ((field.type === 'text' || field.type === 'textarea') && field.required) {
      const base = (field.validate ?? (field.type === 'text' ? text : textarea)) as Validate
      return { ...field, validate: blankIsMissing(base) } as Field
    }
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withBlankChecks(tab.fields) })) }
    }
    if (field.type === 'blocks') {
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: withBlankChecks(block.fields) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: withBlankChecks(field.fields) } as Field
    }
    return field
  })
}

/** The collection or global with a blank check on each of its required texts, at every depth. */
export function refuseBlankRequired<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: withBlankChecks(config.fields) }
}
