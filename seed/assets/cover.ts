import { luminance, mix, readableOn, type Rgb, rgbOf, toHex } from './color'
import { diamondRule, grapeEmblem } from './ornaments'
import { palette } from './palette'
import { n, renderPng, svgDocument, textLines } from './svg'
import { fitText, toLine } from './text'

export type CoverInput = { title: string; subtitle: string; year?: number; accent?: string }

export const COVER_SIZE = { width: 1280, height: 1324 } as const

const BLACK: Rgb = { r: 0, g: 0, b: 0 }

/**
 * A catalogue cover (also used as a site banner): a full-bleed field in `accent` (the house wine red unless a
 * catalogue has its own colour), gold frame and emblem, the title large in serif. Drawn in 640×662 units and
 * rasterised at twice that, the size the site shows covers at on high-density screens.
 */
export async function coverPicture(input: CoverInput): Promise<Buffer> {
  const field = rgbOf(input.accent, palette.wine)
  const light = luminance(field) > 0.3
  const ink = toHex(readableOn(field, [rgbOf(palette.paper, '#fff'), rgbOf(palette.ink, '#000')], 4.5))
  const gold = toHex(
    readableOn(field, [rgbOf(palette.gold, '#fff'), rgbOf(palette.goldText, '#000'), rgbOf(ink, '#000')], 2.5),
  )
  const defs = [
    `<radialGradient id="field" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="${toHex(mix(field, rgbOf(palette.paper, '#fff'), light ? 0.25 : 0.1))}"/>`,
    `<stop offset="0.55" stop-color="${toHex(field)}"/><stop offset="1" stop-color="${toHex(mix(field, BLACK, 0.35))}"/></radialGradient>`,
  ].join('')

  // Faint concentric arcs rising from below the page: texture without a photograph.
  const arcs = Array.from({ length: 26 }, (_, i) => `<circle cx="320" cy="760" r="${140 + i * 22}"/>`).join('')
  const parts = [
    `<rect width="640" height="662" fill="url(#field)"/>`,
    `<g fill="none" stroke="${gold}" stroke-opacity="0.08" stroke-width="0.7">${arcs}</g>`,
    `<rect x="22" y="22" width="596" height="618" fill="none" stroke="${gold}" stroke-width="1.2"/>`,
    `<rect x="29" y="29" width="582" height="604" fill="none" stroke="${gold}" stroke-width="0.5"/>`,
    grapeEmblem(320, 84, 1.25, gold),
  ]

  const title = fitText({
    text: toLine(input.title),
    font: 'serif',
    maxWidth: 480,
    maxLines: 4,
    maxSize: 60,
    minSize: 28,
    maxHeight: 250,
    lineHeight: 1.08,
    balance: true,
  })
  const subtitle = fitText({
    text: toLine(input.subtitle).toUpperCase(),
    font: 'sans',
    maxWidth: 440,
    maxLines: 3,
    maxSize: 14,
    minSize: 9,
    lineHeight: 1.55,
    letterSpacing: (s) => s * 0.22,
    balance: true,
  })
  const titleBlock = title.lines.length * title.size * 1.08
  const titleTop = 330 - titleBlock / 2 - 10
  parts.push(
    textLines({
      lines: title.lines,
      x: 320,
      y: titleTop + title.size * 0.8,
      size: title.size,
      font: 'serif',
      fill: ink,
      lineHeight: 1.08,
    }),
  )
  const ruleY = titleTop + titleBlock + 22
  parts.push(diamondRule(320, ruleY, 140, gold, 1))
  parts.push(
    textLines({
      lines: subtitle.lines,
      x: 320,
      y: ruleY + 22 + subtitle.size * 0.75,
      size: subtitle.size,
      font: 'sans',
      fill: gold,
      lineHeight: 1.55,
      letterSpacing: subtitle.size * 0.22,
    }),
  )

  if (input.year !== undefined) {
    const year = String(Math.trunc(input.year))
    parts.push(
      `<path d="M210 ${n(566)}H268M372 ${n(566)}H430" stroke="${gold}" stroke-width="0.8"/>`,
      textLines({ lines: [year], x: 320, y: 580, size: 38, font: 'serif', fill: gold, letterSpacing: 3 }),
    )
  }
  const { width, height } = COVER_SIZE
  return renderPng(svgDocument({ width, height, viewW: 640, viewH: 662, defs, body: parts.join('') }))
}
