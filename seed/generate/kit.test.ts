import { describe, expect, it } from 'vitest'

import { aromasField } from './kit'
import { bi } from './text'

describe('a sheet field listing items', () => {
  it('has a capital only at its start, articles included ("… and a Tuscan cigar")', () => {
    expect(
      aromasField([bi('Formaggi erborinati', 'Stilton and blue cheeses'), bi('Sigaro toscano', 'A Tuscan cigar')]),
    ).toEqual({
      it: 'Formaggi erborinati e sigaro toscano',
      en: 'Stilton and blue cheeses and a Tuscan cigar',
    })
  })
})
