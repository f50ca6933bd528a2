import { describe, expect, it } from 'vitest'

import { servableName } from './uploaded-file'

describe('servableName: a file name its address can serve', () => {
  it.each([
    ['bottiglia.webp', 'bottiglia.webp'],
    ['Caffè latte 2026.webp', 'Caffè latte 2026.webp'],
    ['..%2f..%2fevil.webp', '..-2f..-2fevil.webp'],
    ['a\\b.webp', 'a-b.webp'],
    ['a\u0000b\nc.pdf', 'a-b-c.pdf'],
  ])('%j → %j', (name, served) => expect(servableName(name)).toBe(served))
})
