import { describe, expect, it } from 'vitest'

import { freeCopy } from './copies'

describe("a copy's unique code or slug (the eighteenth check from outside: Duplicate failed)", () => {
  it('is the first free `-N` of the original, a slug still a slug', async () => {
    const taken = new Set(['grappa-v0100', 'grappa-v0100-2', 'grappa-v0100-3'])
    const copy = await freeCopy('grappa-v0100', async (candidate) => taken.has(candidate))
    expect(copy).toBe('grappa-v0100-4')
    expect(copy).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(await freeCopy('V0100', async () => false)).toBe('V0100-2')
  })

  it('past 99 copies, a suffix that is still free of spaces', async () => {
    const copy = await freeCopy('gin', async () => true)
    expect(copy).toMatch(/^gin-[a-z0-9]+$/)
  })
})
