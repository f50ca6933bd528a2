import { brandWords } from '@/lib/company'

import { monogramGlyphs, monogramUnitsPerEm } from './monogram-glyphs'

/** The seal's 40-unit viewBox: the letter is centred on x 20, its baseline at y 26.5. */
const CENTRE = 20
const BASELINE = 26.5

type MonogramProps = {
  /** The letter, drawn in Cormorant Garamond italic. */
  letter: string
  /** Its size in the seal's viewBox. */
  size: number
  className?: string
}

/**
 * The seal's letter as a path (decision 051): its outline is in monogram-glyphs.ts, so no page loads the display
 * font's italic face for it. A letter that is not a capital A–Z (another company name) is set as text, in the
 * display font slanted by the browser.
 */
export function Monogram({ letter, size, className }: MonogramProps) {
  const glyph = monogramGlyphs[letter]
  if (!glyph) {
    return (
      <text x={CENTRE} y={BASELINE} textAnchor="middle" className={className} fontSize={size} fontStyle="italic">
        {letter}
      </text>
    )
  }
  const scale = size / monogramUnitsPerEm
  const left = CENTRE - (glyph.advance * scale) / 2
  return (
    <path
      d={glyph.path}
      transform={`translate(${+left.toFixed(3)} ${BASELINE}) scale(${+scale.toFixed(5)} ${-scale.toFixed(5)})`}
      className={className}
    />
  )
}

type BrandSealProps = {
  /** The letter's size in the seal's viewBox (the header's 19, the print sheet's 17). */
  size: number
  className?: string
  letterClassName?: string
}

/** The company's seal: two rings and the first letter of its name; decorative (the name is written beside it). */
export function BrandSeal({ size, className, letterClassName }: BrandSealProps) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="1" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="currentColor" strokeWidth="0.5" />
      <Monogram letter={brandWords.first.charAt(0)} size={size} className={letterClassName} />
    </svg>
  )
}
