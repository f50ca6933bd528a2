import type { RelationshipField } from 'payload'

import type { Words } from '../admin-labels'
import { groupLabels, type TaxonomyGroup } from '../collections/taxonomy-terms'

type TermOptions = {
  name: string
  group: TaxonomyGroup | TaxonomyGroup[]
  /** By default the (first) group's name. */
  label?: Words
  description?: Words
  required?: boolean
}

/** A value of a filter taxonomy, chosen from the terms of its group. */
export function termField({ name, group, label, description, required = false }: TermOptions): RelationshipField {
  const groups = Array.isArray(group) ? group : [group]
  return {
    name,
    label: label ?? groupLabels[groups[0]!],
    type: 'relationship',
    relationTo: 'taxonomy-terms',
    required,
    index: true,
    filterOptions: { group: { in: groups } },
    admin: description ? { description } : undefined,
  }
}
