import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

import { inAdminLanguage, w } from '../admin-labels'

/**
 * Payload's number check (its bounds), and a whole number: a planting year of 1850.5 was saved and printed (the
 * twenty-seventh check from outside). The catalogue import refuses the same (src/features/catalogue/import/schema.ts).
 */
export const wholeNumber: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options as never)
  if (checked !== true) return checked
  if (typeof value === 'number' && !Number.isInteger(value))
    return inAdminLanguage(options.req, w('Un numero intero (es. 1998).', 'A whole number (e.g. 1998).'))
  return true
}
