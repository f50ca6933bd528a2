import { describe, expect, it } from 'vitest'

import { companyName } from '@/lib/company'

import { brandedTitle } from './metadata'

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
