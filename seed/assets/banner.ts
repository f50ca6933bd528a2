import { hashString } from '../random'
import { studioBackground } from './bottle'
import { bottleArt, type Look } from './bottle-art'
import { diamondRule } from './ornaments'
import { palette } from './palette'
import { n, renderPng, svgDocument, textLines } from './svg'
import { fitText, toLine } from './text'

export type BannerInput = { title: string; subtitle: string; variant: 'large' | 'small' }

export const BANNER_SIZES = { large: { width: 1280, height: 1324 }, small: { width: 640, height: 662 } } as const

/** Bottles for the still life, in combinations that stay inside the house palette. */
const looks: Look[] = [
  { shape: 'bordeaux', glass: '#26331f', liquid: '#4a0f1c', label: '#f3ead9' },
  { shape: 'tall', glass: '#e4ebe8', liquid: '#f1ecdc', label: '#5a1a2b' },
  { shape: 'square', glass: '#dde4e2', liquid: '#a55a1c', label: '#1d1d2b' },
  { shape: 'round', glass: '#d6e4e1', liquid: '#eef2ee', label: '#2f4b53' },
  { shape: 'flask', glass: '#e3e8e5', liquid: '#c2832c', label: '#efe4cf' },
  { shape: 'bordeaux', glass: '#3b2412', liquid: '#7a3a12', label: '#b08d57' },
  { shape: 'box', glass: '#1d1d2b', liquid: '#000000', label: '#f5efe6' },
]

/**
 * A site banner: a still life of three bottles on the studio paper under the title. Both variants are drawn
 * in the same 640×662 units; the small one (phones) gets larger words and smaller bottles to stay legible.
 */
export async function bannerPicture(input: BannerInput): Promise<Buffer> {
  const small = input.variant === 'small'
  const hash = hashString(input.title)
  const first = hash % looks.length
  // Three different bottles, the middle one the hero, chosen by the title so each banner has its own.
  const trio = [looks[(first + 1) % looks.length], looks[first], looks[(first + 3) % looks.length]]
  const background = studioBackground('bg', 640, 662)
  const defs: string[] = [background.defs]
  const body: string[] = [background.body]

  const title = fitText({
    text: toLine(input.title),
    font: 'serif',
    maxWidth: 540,
    maxLines: 2,
    lineHeight: 1.08,
    maxSize: small ? 64 : 52,
    minSize: small ? 34 : 28,
    balance: true,
  })
  let y = 58 + title.size * 0.8
  body.push(
    textLines({ lines: title.lines, x: 320, y, size: title.size, font: 'serif', fill: palette.wine, lineHeight: 1.08 }),
  )
  y += (title.lines.length - 1) * title.size * 1.08 + 24
  body.push(diamondRule(320, y, 120, palette.gold, small ? 1.6 : 1))
  const subtitle = fitText({
    text: toLine(input.subtitle).toUpperCase(),
    font: 'sans',
    maxWidth: 520,
    maxLines: 2,
    lineHeight: 1.5,
    maxSize: small ? 20 : 14,
    minSize: small ? 14 : 9,
    letterSpacing: (s) => s * 0.2,
    balance: true,
  })
  body.push(
    textLines({
      lines: subtitle.lines,
      x: 320,
      y: y + 20 + subtitle.size * 0.75,
      size: subtitle.size,
      font: 'sans',
      fill: palette.goldText,
      lineHeight: 1.5,
      letterSpacing: subtitle.size * 0.2,
    }),
  )

  const floor = 622
  const placed = [
    { cx: small ? 170 : 166, scale: small ? 0.44 : 0.54 },
    { cx: 320, scale: small ? 0.52 : 0.64 },
    { cx: small ? 470 : 474, scale: small ? 0.44 : 0.54 },
  ]
  const order = [0, 2, 1] // the hero last, in front
  for (const i of order) {
    const { cx, scale } = placed[i]
    const art = bottleArt({ id: `b${i}`, look: trio[i], text: null })
    defs.push(art.defs)
    body.push(
      `<g transform="translate(${n(cx - 300 * scale)} ${n(floor - 668 * scale)}) scale(${n(scale)})">${art.body}</g>`,
    )
  }
  const { width, height } = BANNER_SIZES[input.variant]
  return renderPng(svgDocument({ width, height, viewW: 640, viewH: 662, defs: defs.join(''), body: body.join('') }))
}
