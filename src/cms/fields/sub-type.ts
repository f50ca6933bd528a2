import type { PayloadRequest } from 'payload'
import { relationship } from 'payload/shared'

import { relationId } from '@/lib/relation-id'

import { inAdminLanguage } from '../admin-labels'

/**
 * A product's sub-type is one of its type's (the list offers only those, `filterOptions`): a product whose type is
 * changed keeps its old sub-type, and Payload refused the save with "This field has the following invalid selections:
 * 21," (the term's id; in Italian with stray quotes), which told the editor neither what nor how to mend it (the
 * twenty-first check from outside). Told in words first; Payload's own check follows.
 */
type Options = { siblingData?: unknown; req: PayloadRequest }

// Typed loosely: a relationship field's `validate`, whichever of Payload's variants of the field it is given.
export const validateSubType = async (value: unknown, options: Options): Promise<string | true> => {
  const chosen = relationId(value)
  const type = relationId((options.siblingData as { type?: unknown } | undefined)?.type)
  const payload = options.req?.payload
  if (chosen !== null && type !== null && payload) {
    const term = await payload
      .findByID({ collection: 'taxonomy-terms', id: chosen, depth: 0, req: options.req })
      .catch(() => null)
    if (term && relationId(term.parent) !== type) {
      return inAdminLanguage(options.req, {
        it: 'La sottotipologia non è una di quelle della tipologia scelta: scegline una della tipologia, oppure lasciala vuota.',
        en: 'The sub-type is not one of the chosen type’s: choose one of its sub-types, or leave it empty.',
      })
    }
  }
  return relationship(value as never, options as never)
}
