import type { TextareaFieldValidation, TextFieldSingleValidation } from 'payload'

import { inAdminLanguage, w } from '../admin-labels'

/**
 * Checks of the company's facts that every page's footer and the contact pages show (spec §2 "Footer: company name,
 * address, contact and VAT number"), made by the server, each refusal in the admin's language. Payload's `required`
 * and `maxLength` would change the tables (a migration) and say nothing of what is wrong with a VAT number; these
 * leave the schema as it is. The eleventh check from outside saved "abc" as the VAT number, an empty address, "call
 * me maybe" as a phone and a company name of 5,000 letters, which made every page 41,000 px wide.
 */
type Options = Parameters<TextFieldSingleValidation>[1]

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const requiredMessage = w('Il campo è obbligatorio.', 'This field is required.')
const tooLong = (max: number) => w(`Al massimo ${max} caratteri.`, `At most ${max} characters.`)

/** A text the footer needs: not empty, and no longer than `max` characters. */
export const requiredText =
  (max: number) =>
  (value: unknown, options: Options | Parameters<TextareaFieldValidation>[1]): string | true => {
    if (!text(value)) return inAdminLanguage(options.req, requiredMessage)
    if (text(value).length > max) return inAdminLanguage(options.req, tooLong(max))
    return true
  }

/** An Italian VAT number (partita IVA): 11 digits, with or without the "IT" prefix. */
export const VAT_NUMBER = /^(IT)?\s?\d{11}$/

/**
 * Whether an Italian VAT number's last digit is its check digit (Luhn's, over the first ten: the digits in odd places
 * as they are, those in even places doubled, less 9 when over 9), and it is not all zeros. A typing mistake in one
 * digit, or two neighbours swapped, is refused (the twenty-seventh check from outside: a wrong check digit was taken).
 */
export function vatCheckDigitHolds(vatNumber: string): boolean {
  const digits = vatNumber.replace(/\D/g, '')
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const digit = Number(digits[i])
    const doubled = i % 2 ? digit * 2 : digit
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10])
}

export const validateVatNumber: TextFieldSingleValidation = (value, options) => {
  if (!text(value)) return inAdminLanguage(options.req, requiredMessage)
  if (!VAT_NUMBER.test(text(value).toUpperCase())) {
    return inAdminLanguage(
      options.req,
      w(
        'Una partita IVA italiana: 11 cifre, con o senza il prefisso IT (es. IT01234560231).',
        'An Italian VAT number: 11 digits, with or without the IT prefix (e.g. IT01234560231).',
      ),
    )
  }
  if (!vatCheckDigitHolds(text(value))) {
    return inAdminLanguage(
      options.req,
      w(
        'Questa partita IVA non esiste: controlla le cifre (l’ultima è di controllo).',
        'This VAT number does not exist: check its digits (the last one is a check digit).',
      ),
    )
  }
  return true
}

/** A phone number as people write it: digits, an optional leading +, spaces, dots, dashes, slashes, brackets. */
export const PHONE = /^\+?[\d\s().\/-]{6,24}$/

/** Empty (not every office or person has one), or a phone number. */
export const validatePhone: TextFieldSingleValidation = (value, options) => {
  const phone = text(value)
  if (phone && (!PHONE.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 6)) {
    return inAdminLanguage(
      options.req,
      w(
        'Un numero di telefono: cifre, con + davanti per il prefisso internazionale (es. +39 045 820 1984).',
        'A phone number: digits, with a leading + for the country code (e.g. +39 045 820 1984).',
      ),
    )
  }
  return true
}

/** A text shown when something else is switched on (`on` reads the sibling data): required then. */
export const requiredWhen =
  (on: (siblingData: Record<string, unknown>) => boolean, max: number): TextFieldSingleValidation =>
  (value, options) => {
    const siblings = (options.siblingData ?? {}) as Record<string, unknown>
    if (on(siblings) && !text(value)) {
      return inAdminLanguage(
        options.req,
        w('Il campo è obbligatorio mentre la finestra è attiva.', 'This field is required while the overlay is shown.'),
      )
    }
    if (text(value).length > max) return inAdminLanguage(options.req, tooLong(max))
    return true
  }
