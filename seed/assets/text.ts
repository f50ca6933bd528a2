import { StandardFontEmbedder, StandardFonts } from 'pdf-lib'

/**
 * Text shared by pictures and PDFs: the PDF standard fonts only encode WinAnsi, and the SVG renderer has no
 * CJK fonts installed, so every string goes through `toWinAnsi` first. The same fonts' metrics measure lines
 * for SVG too: Liberation Serif/Sans (first in the SVG font stacks) are metric-compatible with Times/Helvetica.
 */
export type FontKey = 'serif' | 'serifBold' | 'serifItalic' | 'sans' | 'sansBold'

const standardNames: Record<FontKey, StandardFonts> = {
  serif: StandardFonts.TimesRoman,
  serifBold: StandardFonts.TimesRomanBold,
  serifItalic: StandardFonts.TimesRomanItalic,
  sans: StandardFonts.Helvetica,
  sansBold: StandardFonts.HelveticaBold,
}

const embedders = new Map<FontKey, StandardFontEmbedder>()

function embedder(font: FontKey): StandardFontEmbedder {
  let found = embedders.get(font)
  if (!found) {
    // pdf-lib's StandardFonts enum holds the same names its embedder's FontNames type expects.
    found = StandardFontEmbedder.for(standardNames[font] as unknown as Parameters<typeof StandardFontEmbedder.for>[0])
    embedders.set(font, found)
  }
  return found
}

/** Letters without a WinAnsi glyph and without a decomposition that yields one. */
const transliterations: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'ng',
  Ŋ: 'NG',
  ĸ: 'k',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '′': "'",
  '″': '"',
  '‹': '<',
  '›': '>',
  '⁄': '/',
}

function canEncode(text: string): boolean {
  const { encoding } = embedder('sans')
  return [...text].every((ch) => encoding.canEncodeUnicodeCodePoint(ch.codePointAt(0) as number))
}

function winAnsiChar(ch: string): string {
  if (ch === '\n') return '\n'
  if (/\s/.test(ch)) return ' '
  if (canEncode(ch)) return ch
  // Full-width forms and ligatures (ＡＢＣ, ﬁ) have compatibility decompositions in WinAnsi.
  const compatible = ch.normalize('NFKC')
  if (compatible !== ch && canEncode(compatible)) return compatible
  // Accented letters missing from WinAnsi (ő, ș, ž is present…) keep their base letter.
  const base = ch.normalize('NFD').replace(/\p{M}/gu, '')
  if (base && base !== ch && canEncode(base)) return base
  // Anything else (CJK, emoji, control characters) is dropped rather than drawn as a missing glyph.
  return transliterations[ch] ?? ''
}

/** Keeps what WinAnsi can encode, transliterates what it can, drops the rest; keeps newlines. */
export function toWinAnsi(text: string): string {
  const out = [...text.normalize('NFC').replace(/\r\n?/g, '\n')].map(winAnsiChar).join('')
  return out
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
}

/** One-line text: newlines become spaces. */
export function toLine(text: string): string {
  return toWinAnsi(text).replace(/\n+/g, ' ').trim()
}

/** Width of already-sanitised text in a standard font, including CSS-style letter spacing between glyphs. */
export function textWidth(text: string, font: FontKey, size: number, letterSpacing = 0): number {
  if (!text) return 0
  return embedder(font).widthOfTextAtSize(text, size) + letterSpacing * Math.max(0, [...text].length - 1)
}

export type Measure = (text: string) => number

/** Greedy word wrap; a word wider than the line is broken between letters so nothing overflows. */
export function wrap(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (measure(candidate) <= maxWidth) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      let rest = word
      while (measure(rest) > maxWidth && [...rest].length > 1) {
        const chars = [...rest]
        let cut = chars.length - 1
        while (cut > 1 && measure(chars.slice(0, cut).join('')) > maxWidth) cut -= 1
        lines.push(chars.slice(0, cut).join(''))
        rest = chars.slice(cut).join('')
      }
      line = rest
    }
    if (line) lines.push(line)
  }
  return lines
}

/** Shortens `text` so that it plus an ellipsis fits, cutting at a word boundary when one is near. */
export function ellipsize(text: string, maxWidth: number, measure: Measure): string {
  if (measure(text) <= maxWidth) return text
  const chars = [...text]
  for (let n = chars.length - 1; n > 0; n -= 1) {
    const head = chars.slice(0, n).join('')
    const spaceAt = head.lastIndexOf(' ')
    const wordCut = spaceAt > head.length * 0.6 ? head.slice(0, spaceAt) : head
    const candidate = `${wordCut.replace(/[\s,.;:–—-]+$/, '')}…`
    if (measure(candidate) <= maxWidth) return candidate
  }
  return '…'
}

/**
 * Among the ways to break `text` into `count` lines that fit, the one with the most even line widths (least
 * variance). Titles are a handful of words, so every split is tried; a title with a word broken inside, or with
 * too many words to try, keeps the greedy wrap.
 */
function balanced(text: string, maxWidth: number, count: number, measure: Measure): string[] {
  const greedy = wrap(text, maxWidth, measure)
  const words = text.split(' ').filter(Boolean)
  if (count < 2 || greedy.length !== count || words.some((w) => measure(w) > maxWidth) || words.length > 24)
    return greedy
  let best = greedy
  let bestCost = Infinity
  const search = (start: number, lines: string[]) => {
    if (lines.length === count - 1) {
      const last = words.slice(start).join(' ')
      if (!last || measure(last) > maxWidth) return
      const all = [...lines, last]
      const widths = all.map(measure)
      const mean = widths.reduce((a, b) => a + b, 0) / widths.length
      const cost = widths.reduce((a, b) => a + (b - mean) ** 2, 0)
      if (cost < bestCost) [best, bestCost] = [all, cost]
      return
    }
    for (let end = start + 1; end <= words.length - (count - 1 - lines.length); end += 1) {
      const line = words.slice(start, end).join(' ')
      if (measure(line) > maxWidth) break
      search(end, [...lines, line])
    }
  }
  search(0, [])
  return best
}

export type Fit = { size: number; lines: string[] }

/**
 * The largest size (from `maxSize` down to `minSize`) at which `text` wraps into at most `maxLines` lines whose
 * block (lines × size × lineHeight) fits `maxHeight`; at the minimum size the last line is ellipsized instead.
 */
export function fitText(options: {
  text: string
  font: FontKey
  maxWidth: number
  maxLines: number
  maxSize: number
  minSize: number
  maxHeight?: number
  lineHeight?: number
  letterSpacing?: (size: number) => number
  /** Narrow the lines as far as the line count allows, so a title does not end on one lonely word. */
  balance?: boolean
}): Fit {
  const { text, font, maxWidth, maxSize, minSize, lineHeight = 1.15 } = options
  const spacing = options.letterSpacing ?? (() => 0)
  const measureAt =
    (size: number): Measure =>
    (s) =>
      textWidth(s, font, size, spacing(size))
  if (!text) return { size: maxSize, lines: [] }
  const step = Math.max(0.25, (maxSize - minSize) / 40)
  for (let size = maxSize; size >= minSize; size -= step) {
    const lines = wrap(text, maxWidth, measureAt(size))
    const heightOk = options.maxHeight === undefined || lines.length * size * lineHeight <= options.maxHeight
    if (lines.length <= options.maxLines && heightOk) {
      return { size, lines: options.balance ? balanced(text, maxWidth, lines.length, measureAt(size)) : lines }
    }
  }
  const size = minSize
  const measure = measureAt(size)
  const byHeight =
    options.maxHeight === undefined ? options.maxLines : Math.floor(options.maxHeight / (size * lineHeight))
  const maxLines = Math.max(1, Math.min(options.maxLines, byHeight))
  const lines = wrap(text, maxWidth, measure)
  if (lines.length <= maxLines) return { size, lines }
  const last = ellipsize(`${lines.slice(maxLines - 1).join(' ')}…`, maxWidth, measure)
  return { size, lines: [...lines.slice(0, maxLines - 1), last] }
}
