/**
 * Just enough colour maths for the pictures. Look colours arrive as CSS strings from the seed data; they are
 * parsed and written back as hex, so nothing from the data is ever pasted raw into SVG markup.
 */
export type Rgb = { r: number; g: number; b: number }

const named: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  gold: '#ffd700',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  brown: '#a52a2a',
  ivory: '#fffff0',
  beige: '#f5f5dc',
  navy: '#000080',
  maroon: '#800000',
  olive: '#808000',
  teal: '#008080',
  orange: '#ffa500',
  purple: '#800080',
  amber: '#ffbf00',
}

const clamp = (n: number, lo = 0, hi = 255) => Math.min(hi, Math.max(lo, n))

function channel(part: string, max: number): number {
  const value = parseFloat(part)
  return part.trim().endsWith('%') ? (value / 100) * max : value
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360
  const f = (n: number) => {
    const k = (n + hue * 12) % 12
    const a = s * Math.min(l, 1 - l)
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return { r: f(0), g: f(8), b: f(4) }
}

/** Parses hex, rgb()/rgba(), hsl()/hsla() and a few names; anything else gives `null` (callers have fallbacks). */
export function parseColor(css: string | undefined | null): Rgb | null {
  const value = (css ?? '').trim().toLowerCase()
  const hex = (named[value] ?? value).match(/^#([0-9a-f]{3,8})$/)
  if (hex) {
    const digits = hex[1]
    if (digits.length === 3 || digits.length === 4) {
      const [r, g, b] = [...digits].map((d) => parseInt(d + d, 16))
      return { r, g, b }
    }
    if (digits.length === 6 || digits.length === 8) {
      return {
        r: parseInt(digits.slice(0, 2), 16),
        g: parseInt(digits.slice(2, 4), 16),
        b: parseInt(digits.slice(4, 6), 16),
      }
    }
    return null
  }
  const fn = value.match(/^(rgba?|hsla?)\(([^)]*)\)$/)
  if (!fn) return null
  const parts = fn[2].split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3 || parts.slice(0, 3).some((p) => Number.isNaN(parseFloat(p)))) return null
  if (fn[1].startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => Math.round(clamp(channel(p, 255))))
    return { r, g, b }
  }
  return hslToRgb(parseFloat(parts[0]), clamp(channel(parts[1], 1), 0, 1), clamp(channel(parts[2], 1), 0, 1))
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(clamp(c)).toString(16).padStart(2, '0')).join('')}`
}

export function rgbOf(css: string | undefined | null, fallback: string): Rgb {
  return parseColor(css) ?? (parseColor(fallback) as Rgb)
}

/** Linear mix: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t }
}

/** Colour seen through tinted glass: each channel filtered by the other. */
export function multiply(a: Rgb, b: Rgb): Rgb {
  return { r: (a.r * b.r) / 255, g: (a.g * b.g) / 255, b: (a.b * b.b) / 255 }
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The first candidate that reads on `background`, else the one with the most contrast. */
export function readableOn(background: Rgb, candidates: Rgb[], minimum = 3): Rgb {
  const ok = candidates.find((c) => contrast(c, background) >= minimum)
  return ok ?? [...candidates].sort((x, y) => contrast(y, background) - contrast(x, background))[0]
}
