import { describe, expect, it } from 'vitest'

import {
  MAX_VALUES_PER_FACET,
  mergeStates,
  parseFilterState,
  parsePage,
  serializeFilterState,
  toggleValue,
} from './filter-state'

describe('filter state in the URL (issue 4: "filter state lives in the URL")', () => {
  it('reads repeated and comma-separated values, sorted and without duplicates', () => {
    const state = parseFilterState(new URLSearchParams('type=whisky&type=amari&producer=P002,P001&type=amari'))
    expect(state).toEqual({ facets: { type: ['amari', 'whisky'], producer: ['P001', 'P002'] }, page: 1 })
  })

  it('reads a Next searchParams object as well as URLSearchParams', () => {
    expect(parseFilterState({ color: ['rosso', 'bianco'], page: '3', other: 'x' })).toEqual({
      facets: { color: ['bianco', 'rosso'] },
      page: 3,
    })
  })

  it('ignores unknown parameters, malformed values and a novelty other than 1', () => {
    const state = parseFilterState(
      new URLSearchParams('utm_source=mail&type=<script>&region=&novelty=yes&country=%20francia%20&project=../x'),
    )
    expect(state).toEqual({ facets: { country: ['francia'] }, page: 1 })
  })

  it.each([
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
    ['', 1],
    ['9999999', 1],
    [undefined, 1],
  ])('reads page %j as %i', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })

  it('reads the first of repeated page values, as the articles do', () => {
    expect(parseFilterState(new URLSearchParams('page=3&page=5')).page).toBe(3)
    expect(parseFilterState({ page: ['4', '2'] }).page).toBe(4)
    expect(parseFilterState(new URLSearchParams('page=abc&page=5')).page).toBe(1)
  })

  it(`keeps at most ${MAX_VALUES_PER_FACET} values of one facet`, () => {
    const params = new URLSearchParams(Array.from({ length: 50 }, (_, i) => ['producer', `P${1000 + i}`]))
    expect(parseFilterState(params).facets.producer).toHaveLength(MAX_VALUES_PER_FACET)
  })

  it('writes one canonical query: facets in panel order, values sorted, page only past 1', () => {
    expect(serializeFilterState({ facets: { region: ['toscana'], type: ['whisky', 'amari'] }, page: 1 })).toBe(
      'type=amari&type=whisky&region=toscana',
    )
    expect(serializeFilterState({ facets: { novelty: ['1'] }, page: 4 })).toBe('novelty=1&page=4')
    expect(serializeFilterState({ facets: {}, page: 1 })).toBe('')
  })

  it('round-trips: the written query reads back as the same state', () => {
    const query =
      'type=amari&spirit=gin&producer=P001&producer=P007&color=ambra&novelty=1&certification=biologico&country=francia&project=mixology&region=piemonte&page=2'
    const state = parseFilterState(new URLSearchParams(query))
    expect(serializeFilterState(state)).toBe(query)
    expect(parseFilterState(new URLSearchParams(serializeFilterState(state)))).toEqual(state)
  })

  it('toggles a value on and off, and any change goes back to page 1', () => {
    const start = { facets: { type: ['amari'] }, page: 3 }
    const on = toggleValue(start, 'type', 'whisky')
    expect(on).toEqual({ facets: { type: ['amari', 'whisky'] }, page: 1 })
    expect(toggleValue(on, 'type', 'amari')).toEqual({ facets: { type: ['whisky'] }, page: 1 })
  })

  it("merges a filtered route's own value with the query's filters", () => {
    const merged = mergeStates({ type: ['amari'] }, { facets: { type: ['amari'], producer: ['P001'] }, page: 2 })
    expect(merged).toEqual({ facets: { type: ['amari'], producer: ['P001'] }, page: 2 })
  })
})
