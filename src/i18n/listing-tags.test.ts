import { describe, expect, it } from 'vitest'

import { listingTagsOfState } from './listing-tags'

describe('the listing: tags of a list in title order (decision 030)', () => {
  it('a list of every product carries listing:all', () => {
    expect(listingTagsOfState({})).toEqual(['listing:all'])
  })

  it('a filtered list carries one tag per selected value, codes folded to the tag alphabet', () => {
    expect(listingTagsOfState({ type: ['amari'], color: ['rosso', 'bianco'], novelty: ['1'] })).toEqual([
      'listing:type:amari',
      'listing:color:rosso',
      'listing:color:bianco',
      'listing:novelty:1',
    ])
    expect(listingTagsOfState({ producer: ['P.01 X'] })).toEqual(['listing:producer:p_01_x'])
  })
})
