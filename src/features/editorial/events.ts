import type { EventInfo } from './queries/article-records'

/** An event is past once it has ended (or, without an end, once it has started). */
export function isPastEvent(event: EventInfo, now: Date): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() < now.getTime()
}

/**
 * schema.org Event for an event's article page (issue 5): name, dates, place, organiser; nothing invented
 * (no offers, no performer). An event page stays an event after it happened: search engines read the dates.
 */
export function eventJsonLd(input: {
  title: string
  description: string
  event: EventInfo
  url: string
  language: string
  organizer: { name: string; url: string }
}): Record<string, unknown> {
  const { title, description, event, url, language, organizer } = input
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description: description || undefined,
    startDate: event.startsAt,
    endDate: event.endsAt ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: event.place ? { '@type': 'Place', name: event.place, address: event.place } : undefined,
    organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
    url,
    inLanguage: language,
  }
}
