import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { committedFont, cutFont, describeFont, fonts, originalFont, shareFonts, WEIGHT_RANGE } from './subset-fonts.mjs'

/**
 * Issue 17, item 2 (decision 055): the two preloaded fonts are cut to the weights the styles use. The cut must lose
 * nothing a page shows: every character and OpenType feature of the package's file stays, and no style asks for a
 * weight the cut no longer has (the browser would draw it at the nearest one, or fake it).
 */
describe('the cut web fonts', () => {
  it.each([...fonts, ...shareFonts])(
    '$target is what scripts/subset-fonts.mjs makes from the installed package',
    async (font) => {
      const committed = committedFont(font)
      // A package update or a change of the script without running it again fails here.
      expect(Buffer.compare(committed, await cutFont(font))).toBe(0)
      expect(committed.length).toBeLessThan(originalFont(font).length)
    },
  )

  it.each(fonts)('$target keeps every character and feature of its package file, weights 400–700', async (font) => {
    const cut = await describeFont(committedFont(font))
    const original = await describeFont(originalFont(font))
    expect(cut.characters).toEqual(original.characters)
    expect(cut.features).toEqual(original.features)
    expect(cut.weight).toMatchObject({ min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max })
    expect(original.weight.min).toBeLessThanOrEqual(WEIGHT_RANGE.min)
    expect(original.weight.max).toBeGreaterThanOrEqual(WEIGHT_RANGE.max)
  })

  it.each(shareFonts)(
    '$target, for the share picture, is one weight with every character of its package',
    async (font) => {
      const cut = await describeFont(committedFont(font))
      expect(cut.weight).toBeUndefined()
      expect(cut.characters).toEqual((await describeFont(originalFont(font))).characters)
    },
  )

  it('serves every weight the styles ask for', () => {
    const text = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join('src', file), 'utf8'))
      .join('\n')
    const tokens = Object.fromEntries(
      [...text.matchAll(/--(font-weight-[a-z]+):\s*(\d+)/g)].map(([, name, value]) => [name, Number(value)]),
    )
    const named: Record<string, number> = { normal: 400, bold: 700 }
    const asked = [...text.matchAll(/font-weight:\s*([^;}]+)/g)].map(([, value]) => {
      const v = value!.trim()
      const token = /^var\(--(font-weight-[a-z]+)\)$/.exec(v)?.[1]
      // `bolder` from any used weight is 700 at most; `inherit` and the like ask for nothing new.
      return token ? tokens[token] : /^\d+$/.test(v) ? Number(v) : named[v]
    })
    const weights = [...new Set([...asked, ...Object.values(tokens)].filter((w) => w !== undefined))]
    expect(weights.length).toBeGreaterThan(2)
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHT_RANGE.min)
      expect(weight).toBeLessThanOrEqual(WEIGHT_RANGE.max)
    }
  })
})
