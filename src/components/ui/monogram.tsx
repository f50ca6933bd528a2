import { monogramGlyphs, monogramUnitsPerEm } from './monogram-glyphs'

type MonogramProps = {
  /** The letter, drawn in Cormorant Garamond italic. */
  letter: string
  /** Its size in the seal's 40-unit viewBox, and where its baseline and centre are. */
  size: number
  x?: number
  baseline?: number
  className?: string
}

/**
 * The seal's letter as a path (decision 051): its outline is in monogram-glyphs.ts, so no page loads the display
 * font's italic face for it. A letter that is not a capital A–Z (another company name) is set as text, in the
 * display font slanted by the browser.
 */
export function Monogram({ letter, size, x = 20, baseline = 26.5, className }: MonogramProps) {
  const glyph = monogramGlyphs[letter]
  if (!glyph) {
    return (
      <text x={x} y={baseline} textAnchor="middle" className={className} fontStyle="italic">
        {letter}
      </text>
    )
  }
  const scale = size / monogramUnitsPerEm
  const left = x - (glyph.advance * scale) / 2
  return (
    <path
      d={glyph.path}
      transform={`translate(${+left.toFixed(3)} ${baseline}) scale(${+scale.toFixed(5)} ${-scale.toFixed(5)})`}
      className={className}
    />
  )
}
