import { describe, expect, it } from 'vitest'

import { vatCheckDigitHolds } from './company-facts'

/** The twenty-seventh check from outside: a VAT number with a wrong check digit, or all zeros, was taken. */
describe('an Italian VAT number’s check digit', () => {
  it.each(['IT01234560231', '01234560231', 'IT 03781260231', '00743110157'])('holds for %s', (vat) =>
    expect(vatCheckDigitHolds(vat)).toBe(true),
  )

  it.each([
    ['a last digit one off', 'IT01234560232'],
    ['two neighbours swapped', 'IT01234562031'],
    ['one digit mistyped', 'IT01284560231'],
    ['all zeros', 'IT00000000000'],
    ['ten digits', 'IT0123456023'],
    ['twelve digits', 'IT012345602310'],
  ])('fails for %s (%s)', (_, vat) => expect(vatCheckDigitHolds(vat)).toBe(false))
})
