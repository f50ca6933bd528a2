import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

import { hasDecimals } from '@/lib/decimals'

import { inAdminLanguage, w } from '../admin-labels'

/**
 * Payload's number check (its bounds), and at most `decimals` digits after the point: a planting year of 1850.5 was
 * saved and printed, an alcohol of 0.0001 printed "0% vol" (the twenty-seventh check from outside). The catalogue
 * import refuses the same (src/features/catalogue/import/cells.ts). `example` is the whole number the message shows.
 */
export const numberWithDecimals =
  (decimals: 0 | 1, example = 1998): NumberFieldSingleValidation =>
  (value, options) => {
    const checked = number(value, options as never)
    if (checked !== true) return checked
    if (typeof value !== 'number' || hasDecimals(value, decimals)) return true
    return inAdminLanguage(
      options.req,
      decimals === 0
        ? w(`Un numero intero (es. ${example}).`, `A whole number (e.g. ${example}).`)
        : w('Al massimo un decimale (es. 13,5).', 'At most one decimal place (e.g. 13.5).'),
    )
  }

/**
 * A count, a position or a year an editor types: a whole number within the field's bounds. The overlay took "shows on
 * page 2.5" and then never showed (the thirtieth check from outside); a list's length, a year alike.
 */
export const wholeNumber = (example: number) => numberWithDecimals(0, example)
