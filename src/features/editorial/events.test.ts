import { describe, expect, it } from 'vitest'

import { eventJsonLd, isPastEvent } from './events'

const fair = { startsAt: '2026-04-12T09:30:00+02:00', endsAt: '2026-04-15T18:00:00+02:00', place: 'Fiera di Verona' }

describe('events: past marker and schema.org Event (issue 5, news and events)', () => {
  it('is past only once it has ended', () => {
    expect(isPastEvent(fair, new Date('2026-04-14T12:00:00+02:00'))).toBe(false)
    expect(isPastEvent(fair, new Date('2026-04-15T18:00:01+02:00'))).toBe(true)
    expect(isPastEvent({ ...fair, endsAt: null }, new Date('2026-04-12T09:31:00+02:00'))).toBe(true)
  })

  it('describes the event with its dates and place, without offers', () => {
    const data = eventJsonLd({
      title: 'Vinitaly',
      description: 'Ci vediamo in fiera.',
      event: fair,
      url: 'https://example.com/news-eventi/articolo/vinitaly/',
      language: 'it-IT',
      organizer: { name: 'Vinea Distribuzione', url: 'https://example.com/' },
    })
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Vinitaly',
      startDate: fair.startsAt,
      endDate: fair.endsAt,
      location: { '@type': 'Place', name: 'Fiera di Verona' },
      organizer: { name: 'Vinea Distribuzione' },
    })
    expect(data).not.toHaveProperty('offers')
  })
})
