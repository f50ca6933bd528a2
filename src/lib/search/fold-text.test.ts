import { describe, expect, it } from 'vitest'

import { foldText, matchesSubstring } from './fold-text'

describe('foldText', () => {
  it('removes accents, lowers the case and collapses spaces', () => {
    expect(foldText('Vàlle  d’Aosta\tÀRDBEG')).toBe('valle d’aosta ardbeg')
    expect(foldText('Müller-Thurgau')).toBe('muller-thurgau')
  })
})

describe('matchesSubstring', () => {
  it('is a case- and accent-insensitive substring match on the label', () => {
    expect(matchesSubstring('Liquorificio del Capo', 'DEL CA')).toBe(true)
    expect(matchesSubstring('Cantina Bàrtoli', 'bartol')).toBe(true)
    expect(matchesSubstring('Cantina Bàrtoli', 'barolo')).toBe(false)
    expect(matchesSubstring('Anything', '  ')).toBe(true)
  })
})
