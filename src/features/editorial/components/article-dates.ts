import { createFormatter } from 'next-intl'

import { type Locale, localeTags } from '@/i18n/locales'

type Format = ReturnType<typeof createFormatter>

/**
 * Dates and numbers as each language's region writes them: Italian as in Italy, English as in the United Kingdom
 * (spec §9, `en-GB`): "2 October 2026, 19:30". next-intl's formatter for `en` wrote them as in the United States
 * ("October 2, 2026 at 7:30 PM"; the sixth check from outside). Rome's time, as the request config says.
 */
export const localFormatter = (locale: Locale): Format =>
  // The tag is no route locale, which next-intl's typing of `locale` (our `it | en`) expects; Intl takes it as it is.
  createFormatter({ locale: localeTags[locale] as Locale, timeZone: 'Europe/Rome' })

/** "12 settembre 2026": an article's or a review's date. */
export const day = (format: Format, iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' })

/** "5 dicembre 2026, 10:00 – 17:00" or "12 – 15 aprile 2026": an event's dates, as short as they can be. */
export function eventDates(format: Format, startsAt: string, endsAt: string | null) {
  const start = new Date(startsAt)
  if (!endsAt) return format.dateTime(start, { dateStyle: 'long', timeStyle: 'short' })
  const end = new Date(endsAt)
  const sameDay = format.dateTime(start, { dateStyle: 'short' }) === format.dateTime(end, { dateStyle: 'short' })
  return sameDay
    ? `${format.dateTime(start, { dateStyle: 'long', timeStyle: 'short' })} – ${format.dateTime(end, { timeStyle: 'short' })}`
    : format.dateTimeRange(start, end, { dateStyle: 'long' })
}

/** One article in a listing: its date (an event's dates and place, a review's source), title and excerpt. */
