import type { getFormatter } from 'next-intl/server'

type Format = Awaited<ReturnType<typeof getFormatter>>

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
