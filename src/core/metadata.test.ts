import { describe, expect, it } from 'vitest'

import { companyName } from '@/lib/company'

import { brandedTitle, clipDescription } from './metadata'

describe('brandedTitle: the company after a bar, once', () => {
  it('adds it, keeps it, and gives an editor’s "· company" ending the bar', () => {
    expect(brandedTitle('Blog')).toBe(`Blog | ${companyName}`)
    expect(brandedTitle(`Credits · ${companyName}`)).toBe(`Credits | ${companyName}`)
    expect(brandedTitle(`Credits | ${companyName}`)).toBe(`Credits | ${companyName}`)
    expect(brandedTitle(`${companyName} · Wines and spirits for the trade`)).toBe(
      `${companyName} · Wines and spirits for the trade`,
    )
  })
})

describe('clipDescription: at most 160 characters, cut at a word', () => {
  it('keeps a short text whole, its spaces made single', () => {
    expect(clipDescription('  Un   rosso\n di Langa ')).toBe('Un rosso di Langa')
  })

  it('cuts a long text at its last word that fits, and marks the cut', () => {
    const words = Array.from({ length: 60 }, (_, i) => `parola${i}`).join(' ')
    const clipped = clipDescription(words)
    expect(clipped.endsWith('…')).toBe(true)
    expect(Array.from(clipped).length).toBeLessThanOrEqual(160)
    expect(words.startsWith(clipped.slice(0, -1))).toBe(true)
    expect(words.charAt(clipped.length - 1)).toBe(' ')
  })

  it('never splits an emoji, a flag or an accented letter when a text has no space to cut at', () => {
    for (const character of ['🍷', '🇮🇹', '👩🏽‍🍳', 'è', 'e\u0301']) {
      const clipped = clipDescription(character.repeat(200))
      expect(clipped).toBe(`${character.repeat(130)}…`)
      expect(clipped.includes('\uFFFD')).toBe(false)
    }
  })
})
