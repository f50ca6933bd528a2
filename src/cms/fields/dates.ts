import type { DateFieldValidation } from 'payload'
import { date } from 'payload/shared'

import { inAdminLanguage, w } from '../admin-labels'

/**
 * How the admin shows and picks a date: day, month, year and a 24-hour time, as Italians and the British write it
 * ("03/12/2026 09:30"; spec §9). Payload's defaults were American ("Dec 3, 2026 9:30 AM", and "12/03/2026" for 3
 * December: 12 March to an Italian; the eighth check from outside). Digits, not the month's name: the date picker
 * learns the admin's language only after its first render, so a name was English in the Italian admin.
 */
export const dateAndTime = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd/MM/yyyy HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 15,
} as const

/** A day without its time (a press review's date). */
export const dayOnly = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } as const

/**
 * An event's end: empty (one moment), or not before its start. "Starts 10 March, ends 1 March" was published, and its
 * page said "10–01 marzo 2027" (the fourteenth check from outside). Drafts skip it, as every check.
 */
export const endsAfterStart: DateFieldValidation = (value, options) => {
  const start = (options.siblingData as { startsAt?: unknown } | undefined)?.startsAt
  if (!value || !start) return date(value, options)
  const ends = new Date(value).getTime()
  const starts = new Date(start as string).getTime()
  if (Number.isNaN(ends) || Number.isNaN(starts) || ends >= starts) return date(value, options)
  return inAdminLanguage(
    options.req,
    w('La fine di un evento non può venire prima del suo inizio.', 'An event cannot end before it starts.'),
  )
}
