import { describe, expect, it } from 'vitest'

import { findProvince, provinceChoices } from './find-province'
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

describe('the province a buyer typed (the agents finder)', () => {
  const code = (query: string) => findProvince(query)?.code

  it('by its name in any case, with or without accents and apostrophes, by its code, or both', () => {
    expect(['Verona', 'verona', 'VR', 'vr', 'Verona (VR)'].map(code)).toEqual(['VR', 'VR', 'VR', 'VR', 'VR'])
    expect(["L'Aquila", 'L’Aquila', 'l aquila', 'Forli-Cesena', 'forlì-cesena'].map(code)).toEqual([
      'AQ',
      'AQ',
      'AQ',
      'FC',
      'FC',
    ])
  })

  // The seventeenth check from outside: the names buyers use for the provinces of two towns were refused.
  it('by the everyday name of a province of two or three towns, or without its article', () => {
    expect(code('Monza')).toBe('MB')
    expect(code('Brianza')).toBe('MB')
    expect(code('Pesaro')).toBe('PU')
    expect(code('Urbino')).toBe('PU')
    expect(code('Forlì')).toBe('FC')
    expect(code('Cesena')).toBe('FC')
    expect(code('Massa Carrara')).toBe('MS')
    expect(code('Massa')).toBe('MS')
    expect(code('Aquila')).toBe('AQ')
    expect(code('Spezia')).toBe('SP')
    expect(code('Andria')).toBe('BT')
  })

  it('by the name English gives its town (the twenty-seventh check from outside: "Milan" was unknown)', () => {
    for (const [name, expected] of [
      ['Milan', 'MI'],
      ['rome', 'RM'],
      ['Florence', 'FI'],
      ['Naples', 'NA'],
      ['Venice', 'VE'],
      ['Turin', 'TO'],
      ['Genoa', 'GE'],
      ['Padua', 'PD'],
      ['Mantua', 'MN'],
      ['Syracuse', 'SR'],
      ['South Tyrol', 'BZ'],
    ] as const) {
      expect(code(name), name).toBe(expected)
    }
    expect(code('Milano')).toBe('MI')
  })

  // The twenty-eighth check from outside: common ways of writing a province were unknown.
  it('by a name without its connecting words, or one in everyday or official use', () => {
    for (const [typed, expected] of [
      ['Monza Brianza', 'MB'],
      ['Pesaro Urbino', 'PU'],
      ["Reggio nell'Emilia", 'RE'],
      ['Reggio di Calabria', 'RC'],
      ['Bolzano-Bozen', 'BZ'],
      ['Verbania', 'VB'],
      ["Valle d'Aosta", 'AO'],
      ['Valle d’Aosta', 'AO'],
    ] as const) {
      expect(code(typed), typed).toBe(expected)
    }
  })

  it('finds nothing for what names no province, or more than one', () => {
    expect(code('Reggio')).toBeUndefined()
    expect(code('Atlantide')).toBeUndefined()
    expect(code('XX')).toBeUndefined()
    expect(code('   ')).toBeUndefined()
    expect(code("'")).toBeUndefined()
    for (const nothing of ['Atlantide', 'XX', '', 'Verona', 'Ascoli']) expect(provinceChoices(nothing)).toEqual([])
  })

  // The twenty-seventh check from outside: "Reggio" was an unknown province.
  it("offers the provinces a name's first words may mean, and takes the one it means alone", () => {
    const codes = (query: string) => provinceChoices(query).map((p) => p.code)
    expect(codes('Reggio')).toEqual(['RC', 'RE'])
    expect(codes('reggio')).toEqual(['RC', 'RE'])
    expect(code('Ascoli')).toBe('AP')
    expect(code('Vibo')).toBe('VV')
    // A whole name is taken as it is.
    expect(code('Reggio Emilia')).toBe('RE')
  })
})
