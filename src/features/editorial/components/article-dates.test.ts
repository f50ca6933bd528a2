import { describe, expect, it } from 'vitest'

import { day, eventDates, localFormatter } from './article-dates'

describe('dates as each language’s region writes them (spec §9: it-IT, en-GB), Rome’s time', () => {
  it('an article’s day', () => {
    expect(day(localFormatter('it'), '2026-10-02T08:00:00Z')).toBe('2 ottobre 2026')
    expect(day(localFormatter('en'), '2026-10-02T08:00:00Z')).toBe('2 October 2026')
  })

  it('an event of one evening, in 24-hour time, and one of several days', () => {
    const evening = ['2027-03-15T18:30:00Z', '2027-03-15T22:00:00Z'] as const
    expect(eventDates(localFormatter('en'), ...evening)).toBe('15 March 2027 at 19:30 – 23:00')
    expect(eventDates(localFormatter('it'), ...evening)).toMatch(/^15 marzo 2027(,| alle ore) 19:30 – 23:00$/)
    expect(eventDates(localFormatter('en'), '2026-04-12T08:00:00Z', '2026-04-15T16:00:00Z')).toMatch(
      /^12\s–\s15 April 2026$/,
    )
  })
})
