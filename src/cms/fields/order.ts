import type { NumberField } from 'payload'

import { w, type Words } from '../admin-labels'
import { wholeNumber } from './number-decimals'

/** How far a position goes either way: far past any list an editor orders by hand. */
export const ORDER_BOUND = 99_999

/**
 * A document's position in its list (smallest first): a whole number within ±99,999. "99999999999999999999" was
 * saved as 100000000000000000000 with a success message (the thirty-first check from outside), and a position of 2.5
 * said nothing either.
 */
export const orderField = (description?: Words): NumberField => ({
  name: 'order',
  label: w('Ordine', 'Order'),
  type: 'number',
  defaultValue: 0,
  min: -ORDER_BOUND,
  max: ORDER_BOUND,
  validate: wholeNumber(10),
  ...(description ? { admin: { description } } : {}),
})
