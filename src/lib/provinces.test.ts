import { describe, expect, it } from 'vitest'

import { provinceByCode, provinceCodes, provinces } from './provinces'

describe('Italian provinces (spec §3: "Province is a list of all Italian provinces, each with name, code and region")', () => {
  it('holds the 107 provinces, each code unique and of two capital letters', () => {
    expect(provinces).toHaveLength(107)
    expect(new Set(provinceCodes).size).toBe(107)
    for (const code of provinceCodes) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('covers the 20 regions, sorted by province name', () => {
    expect(new Set(provinces.map((p) => p.region.it)).size).toBe(20)
    const names = provinces.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')))
  })

  it('finds a province by its code, in either case', () => {
    expect(provinceByCode('vr')).toMatchObject({ name: 'Verona', region: { it: 'Veneto' } })
    expect(provinceByCode('XX')).toBeUndefined()
  })
})
