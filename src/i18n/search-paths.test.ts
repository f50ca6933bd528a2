import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { matchInternalPath } from './route-table'
import {
  decodeSearchSegment,
  encodeSearchSegment,
  SEARCH_MAX_LENGTH,
  searchInternalPath,
  searchQueryOfSegments,
} from './search-paths'

describe("the search page's words in its internal path (decision 061)", () => {
  it('a query becomes one segment of letters, digits, - and _, and comes back the same', () => {
    expect(searchInternalPath('it', 'rosso')).toBe('/it/search/cm9zc28')
    expect(searchInternalPath('en', '  amaro & vermouth ')).toBe(
      `/en/search/${encodeSearchSegment('amaro & vermouth')}`,
    )
    for (const words of ['100% Nebbiolo', 'a/b?c#d', '../../admin', 'città è già', '🍷 rosé', '<script>']) {
      const segment = encodeSearchSegment(words)
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeSearchSegment(segment)).toBe(words)
    }
  })

  it('without words, or only spaces, the page without any; longer words are cut as the page cuts them', () => {
    expect(searchInternalPath('it', '')).toBe('/it/search')
    expect(searchInternalPath('en', '   ')).toBe('/en/search')
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 500)
    const segment = searchInternalPath('it', long).split('/')[3]
    expect(decodeSearchSegment(segment)).toBe('a'.repeat(SEARCH_MAX_LENGTH))
  })

  it('any string round-trips to the words the page searches for', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (query) => {
        const path = searchInternalPath('it', query)
        const segment = path.split('/')[3]
        const words = query.trim().slice(0, SEARCH_MAX_LENGTH).trim()
        if (!words) {
          expect(path).toBe('/it/search')
        } else {
          expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
          expect(decodeSearchSegment(segment)).toBe(new TextDecoder().decode(new TextEncoder().encode(words)))
        }
      }),
    )
  })

  it('a segment the proxy never makes is no search: not base64url, not UTF-8, empty or untrimmed words', () => {
    for (const segment of ['', '%2F', 'cm9zc28=', 'a', '_w', encodeSearchSegment(' rosso'), 'valueOf', '__proto__']) {
      expect(decodeSearchSegment(segment), segment).not.toBe('rosso')
    }
    expect(decodeSearchSegment('_w')).toBeNull()
    expect(decodeSearchSegment('a')).toBeNull()
    expect(decodeSearchSegment(encodeSearchSegment(' rosso'))).toBeNull()
  })

  it('the internal path is the search route, and its segments carry the query the language link keeps', () => {
    expect(matchInternalPath('/it/search/cm9zc28')).toEqual({ locale: 'it', pathname: '/search', params: {} })
    expect(matchInternalPath('/en/search')).toMatchObject({ locale: 'en', pathname: '/search' })
    expect(searchQueryOfSegments(['search', encodeSearchSegment('amaro & vermouth')])).toBe('q=amaro+%26+vermouth')
    expect(searchQueryOfSegments(['search'])).toBe('')
    expect(searchQueryOfSegments(['contacts', 'cm9zc28'])).toBe('')
  })
})
