import sharp from 'sharp'

import { fontStacks } from './palette'
import type { FontKey } from './text'

/** Escapes text for SVG content and attribute values; every string from the seed data goes through it. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )
}

/** Rounded numbers keep the markup short and identical across runs. */
export const n = (value: number) => String(Math.round(value * 100) / 100)

/** A whole SVG drawn in `viewW`×`viewH` units and rasterised at `width`×`height` pixels. */
export function svgDocument(options: {
  width: number
  height: number
  viewW?: number
  viewH?: number
  defs?: string
  body: string
}): string {
  const { width, height, viewW = width, viewH = height } = options
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">`,
    `<defs>${options.defs ?? ''}</defs>`,
    options.body,
    '</svg>',
  ].join('')
}

/**
 * The picture as PNG, an intermediate: the media collection stores WebP made from it (src/cms/collections/media.ts).
 * zlib's fastest level: level 9 took a third of a bottle's drawing (74 → 49 ms) to save bytes nobody keeps.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
}

const fontAttributes: Record<FontKey, string> = {
  serif: `font-family="${fontStacks.serif}"`,
  serifBold: `font-family="${fontStacks.serif}" font-weight="bold"`,
  serifItalic: `font-family="${fontStacks.serif}" font-style="italic"`,
  sans: `font-family="${fontStacks.sans}"`,
  sansBold: `font-family="${fontStacks.sans}" font-weight="bold"`,
}

/**
 * Lines of already-sanitised text, one `<text>` each; `y` is the first baseline. librsvg anchors letter-spaced
 * text on its glyphs (no trailing space counted), matching `textWidth`, so no correction is needed.
 */
export function textLines(options: {
  lines: string[]
  x: number
  y: number
  size: number
  font: FontKey
  fill: string
  lineHeight?: number
  anchor?: 'start' | 'middle' | 'end'
  letterSpacing?: number
  opacity?: number
}): string {
  const { lines, x, y, size, font, fill, lineHeight = 1.15, anchor = 'middle', letterSpacing = 0, opacity } = options
  const extra = [
    letterSpacing ? ` letter-spacing="${n(letterSpacing)}"` : '',
    opacity !== undefined ? ` fill-opacity="${n(opacity)}"` : '',
  ].join('')
  return lines
    .map(
      (line, i) =>
        `<text x="${n(x)}" y="${n(y + i * size * lineHeight)}" ${fontAttributes[font]} font-size="${n(size)}" fill="${fill}" text-anchor="${anchor}"${extra}>${escapeXml(line)}</text>`,
    )
    .join('')
}
