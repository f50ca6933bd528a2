import { describe, expect, it } from 'vitest'

import { Products } from '../collections/products'
import { productTermFilters } from './product-filters'
import { productSheetFields, sheetLines, sheetValueFieldNames } from './product-sheet'

type Named = { name?: string; type: string; fields?: Named[]; tabs?: Named[]; localized?: boolean }
const named = (fields: Named[]): Named[] =>
  fields.flatMap((f) => [...(f.name ? [f] : []), ...named(f.fields ?? []), ...named(f.tabs ?? [])])

describe('the product sheet: one list of lines makes the CMS fields and the page', () => {
  const productFields = named(Products.fields as Named[])

  it('makes one CMS field per line of the sheet group, in the order of the sheet', () => {
    const own = sheetLines.filter((line) => line.kind !== 'filter').map((line) => line.name)
    expect(productSheetFields.map((f) => (f as Named).name)).toEqual(own)
  })

  it('shows only filter values the product has', () => {
    for (const line of sheetLines.filter((l) => l.kind === 'filter')) {
      expect(productFields.find((f) => f.name === line.name)?.type, line.name).toBe('relationship')
    }
  })

  it('labels every line in both languages, each name once', () => {
    expect(new Set(sheetLines.map((l) => l.name)).size).toBe(sheetLines.length)
    for (const line of sheetLines) {
      expect(line.label.it, line.name).toMatch(/\S/)
      expect(line.label.en, line.name).toMatch(/\S/)
    }
  })

  it('knows which values read the same in every language', () => {
    expect([...sheetValueFieldNames].sort()).toEqual(['alcohol', 'plantingYear', 'sugar', 'yieldPerHectare'])
  })

  it('shows every filter of the product as a line, bottle size and vintage included (issue 15, item 1)', () => {
    const filterLines = sheetLines.filter((l) => l.kind === 'filter').map((l) => l.name)
    for (const f of productTermFilters) expect(filterLines, f.field).toContain(f.field)
  })
})
