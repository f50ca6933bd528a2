import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Monogram } from './monogram'
import { monogramGlyphs, monogramUnitsPerEm } from './monogram-glyphs'

const markup = (letter: string, size = 19) => renderToStaticMarkup(createElement(Monogram, { letter, size }))

describe('the seal’s monogram, drawn without the italic face (decision 051)', () => {
  it('has an outline and an advance width for every capital A–Z', () => {
    expect(Object.keys(monogramGlyphs).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    for (const [letter, { advance, path }] of Object.entries(monogramGlyphs)) {
      expect(advance, letter).toBeGreaterThan(100)
      expect(path, letter).toMatch(/^M[-\d ]+.*Z$/)
    }
    expect(monogramUnitsPerEm).toBe(1000)
  })

  it('draws the letter as a path, centred on the seal and set on its baseline at the size asked', () => {
    const html = markup('V')
    expect(html).toContain(`d="${monogramGlyphs.V!.path}"`)
    // 597 units at 19 px per 1000: 11.343 px wide, from 20 − 5.6715.
    expect(html).toContain('transform="translate(14.329 26.5) scale(0.019 -0.019)"')
    expect(html).not.toContain('<text')
    expect(markup('V', 17)).toContain('scale(0.017 -0.017)')
  })

  it('sets any other first letter as italic text (another company name)', () => {
    for (const letter of ['É', 'v', '7']) {
      const html = markup(letter)
      expect(html).toMatch(new RegExp(`^<text [^>]*font-style="italic"[^>]*>${letter}</text>$`))
    }
  })
})
