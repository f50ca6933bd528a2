import { describe, expect, it } from 'vitest'

import { csvSeparator, toCsv } from './csv'

describe('submissions export as CSV', () => {
  it('quotes every cell, doubles quotes and keeps line breaks inside a cell', () => {
    expect(toCsv(['a', 'b'], [['x "y"', 'one\ntwo']])).toBe('\uFEFF"a","b"\r\n"x ""y""","one\ntwo"\r\n')
  })

  it('separates cells with a semicolon for an Italian spreadsheet, a comma for an English one', () => {
    expect(csvSeparator('it')).toBe(';')
    expect(csvSeparator('en')).toBe(',')
    expect(csvSeparator(undefined)).toBe(',')
    expect(toCsv(['a', 'b'], [['1,5', 'x;y']], ';')).toBe('\uFEFF"a";"b"\r\n"1,5";"x;y"\r\n')
  })

  it('never lets a cell run as a spreadsheet formula', () => {
    const csv = toCsv(['m'], [['=HYPERLINK("http://x")'], ['+1'], ['-2'], ['@SUM(A1)'], [null]])
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(csv).toContain(`"'+1"`)
    expect(csv).toContain(`"'-2"`)
    expect(csv).toContain(`"'@SUM(A1)"`)
    expect(csv.trimEnd().endsWith('""')).toBe(true)
  })
})
