import { describe, expect, it } from 'vitest'

import { downloadHref, fileTypeLabel, formatFileSize } from './files'

describe('formatFileSize', () => {
  it('reads as people write sizes, in each language', () => {
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB')
    expect(formatFileSize(1_234_567, 'it')).toBe('1,2 MB')
    expect(formatFileSize(48_213, 'en')).toBe('48 kB')
    expect(formatFileSize(2_500_000_000, 'en')).toBe('2.5 GB')
  })

  it('keeps one decimal only below 10 and never shows 1000 of a unit', () => {
    expect(formatFileSize(9_960, 'en')).toBe('10 kB')
    expect(formatFileSize(12_345_678, 'en')).toBe('12 MB')
    expect(formatFileSize(999_960, 'en')).toBe('1 MB')
  })

  it('shows small and odd sizes without failing', () => {
    expect(formatFileSize(512, 'en')).toMatch(/^512 ?byte/)
    expect(formatFileSize(0, 'it')).toMatch(/^0 ?byte/)
    expect(formatFileSize(-5, 'en')).toMatch(/^0 ?byte/)
  })
})

describe('fileTypeLabel', () => {
  it('names a file by its extension, else by its media type', () => {
    expect(fileTypeLabel({ filename: 'listino-2027.pdf', mimeType: 'application/pdf' })).toBe('PDF')
    expect(fileTypeLabel({ filename: 'ordini.xlsx', mimeType: null })).toBe('XLSX')
    expect(fileTypeLabel({ filename: 'senza-estensione', mimeType: 'application/pdf' })).toBe('PDF')
    expect(fileTypeLabel({ filename: null, mimeType: 'application/x-zip' })).toBe('ZIP')
    expect(fileTypeLabel({})).toBe('')
  })
})

describe('downloadHref', () => {
  it('points at the guarded download page of the file, in the visitor’s language', () => {
    expect(downloadHref('price-list-request', 'it')).toBe('/reserved-area/download/price-list-request/')
    expect(downloadHref('price-list-request', 'en')).toBe('/en/reserved-area/download/price-list-request/')
  })
})
