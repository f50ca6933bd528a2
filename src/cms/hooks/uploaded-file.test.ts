import { describe, expect, it } from 'vitest'

import { nameFitsContent, servableName } from './uploaded-file'

describe('servableName: a file name its address can serve', () => {
  it.each([
    ['bottiglia.webp', 'bottiglia.webp'],
    ['Caffè latte 2026.webp', 'Caffè latte 2026.webp'],
    ['..%2f..%2fevil.webp', '..-2f..-2fevil.webp'],
    ['a\\b.webp', 'a-b.webp'],
    ['a\u0000b\nc.pdf', 'a-b-c.pdf'],
  ])('%j → %j', (name, served) => expect(servableName(name)).toBe(served))
})

describe("nameFitsContent: a document's name says what it is (the eighteenth check from outside)", () => {
  it.each([
    ['listino.pdf', 'pdf', true],
    ['Listino 2027.PDF', 'pdf', true],
    ['foto.jpeg', 'jpg', true],
    ['foto.JPG', 'jpg', true],
    ['senza-estensione', 'pdf', true],
    ['.pdf', 'png', true],
    ['fake.pdf', 'png', false],
    ['listino.docx', 'pdf', false],
    ['tabella.xlsx', 'docx', false],
  ])('%j holding a %s: %s', (name, content, fits) => expect(nameFitsContent(name, content)).toBe(fits))
})
