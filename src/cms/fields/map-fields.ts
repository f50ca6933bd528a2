import type { Field } from 'payload'

/**
 * The fields with `change` applied to each field that holds a value of its own, at every depth: inside tabs, groups,
 * rows, collapsibles, arrays and blocks. A container is kept as it is, with its fields changed.
 */
export function mapFields(fields: Field[], change: (field: Field) => Field): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFields(tab.fields, change) })) }
    }
    if (field.type === 'blocks') {
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: mapFields(block.fields, change) })) }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: mapFields(field.fields, change) } as Field
    }
    return change(field)
  })
}
