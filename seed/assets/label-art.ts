import type { Box, LabelForm } from './bottle-shapes'
import { luminance, mix, readableOn, type Rgb, rgbOf, toHex } from './color'
import { palette } from './palette'
import { n, textLines } from './svg'
import { ellipsize, fitText, textWidth, toLine } from './text'

/**
 * A product label drawn into any box: small on the bottle picture, large on the label close-up, blank (grey
 * bars instead of words) on banners where real words would be too small to read.
 */
export type LabelText = { producer: string; title: string; typeLabel: string; vintage?: string }

export type LabelColors = { background: Rgb; ink: Rgb; accent: Rgb; accentText: Rgb }

const hex = (c: string) => rgbOf(c, '#000000')

/** Text and ornament colours that read on the label colour, staying inside the house palette when possible. */
export function labelColors(labelCss: string): LabelColors {
  const background = rgbOf(labelCss, palette.paper)
  const light = luminance(background) > 0.3
  // Preferred colours first; mid-tone labels (gold, ochre) fall through to whichever side still reads.
  const ink = light
    ? readableOn(background, [hex(palette.wine), hex(palette.ink), hex(palette.paper)], 4.5)
    : readableOn(background, [hex(palette.paper), hex('#ffffff'), hex(palette.ink)], 4.5)
  const accent = readableOn(
    background,
    [hex(palette.gold), light ? hex(palette.goldText) : hex(palette.paperDeep), ink],
    2,
  )
  const accentText = readableOn(background, [accent, light ? hex(palette.goldText) : hex(palette.paper), ink], 3)
  return { background, ink, accent, accentText }
}

export function labelOutline(box: Box, form: LabelForm): string {
  const { x, y, w, h } = box
  if (form === 'rounded') {
    const r = Math.min(w, h) * 0.1
    return `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + h - r)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`
  }
  if (form === 'arch') {
    const a = archHeight(box)
    return `M${n(x)} ${n(y + h)}V${n(y + a)}A${n(w / 2)} ${n(a)} 0 0 1 ${n(x + w)} ${n(y + a)}V${n(y + h)}Z`
  }
  return `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`
}

const archHeight = (box: Box) => Math.min(box.w * 0.32, box.h * 0.25)

/** Same outline shrunk by `d` on every side: the hairline frame inside the label's edge. */
function inset(box: Box, d: number): Box {
  return { x: box.x + d, y: box.y + d, w: box.w - 2 * d, h: box.h - 2 * d }
}

/** A hairline with a small diamond at its centre: the house ornament between label zones. */
function ornament(cx: number, y: number, width: number, color: string, stroke: number): string {
  const d = stroke * 2.6
  return [
    `<path d="M${n(cx - width / 2)} ${n(y)}H${n(cx - d * 1.8)}M${n(cx + d * 1.8)} ${n(y)}H${n(cx + width / 2)}" stroke="${color}" stroke-width="${n(stroke)}"/>`,
    `<path d="M${n(cx)} ${n(y - d)}L${n(cx + d)} ${n(y)}L${n(cx)} ${n(y + d)}L${n(cx - d)} ${n(y)}Z" fill="${color}"/>`,
  ].join('')
}

export function labelArt(options: {
  box: Box
  form: LabelForm
  colors: LabelColors
  text: LabelText | null
  detail: 'small' | 'large'
}): string {
  const { box, form, colors, text, detail } = options
  const { x, y, w, h } = box
  const bg = toHex(colors.background)
  const ink = toHex(colors.ink)
  const accent = toHex(colors.accent)
  const accentText = toHex(colors.accentText)
  const hair = Math.max(0.8, w * 0.005)
  const parts: string[] = [
    `<path d="${labelOutline(box, form)}" fill="${bg}" stroke="${toHex(mix(colors.background, { r: 0, g: 0, b: 0 }, 0.3))}" stroke-width="${n(hair)}" stroke-opacity="0.5"/>`,
  ]
  // The curved band of a can shows only its middle; frames would bend out of sight, so it has none.
  if (form !== 'band') {
    const frame = inset(box, w * 0.04)
    parts.push(
      `<path d="${labelOutline(frame, form)}" fill="none" stroke="${accent}" stroke-width="${n(hair * 1.3)}"/>`,
    )
    if (detail === 'large') {
      parts.push(
        `<path d="${labelOutline(inset(box, w * 0.055), form)}" fill="none" stroke="${accent}" stroke-width="${n(hair * 0.6)}"/>`,
      )
    }
  }

  const padX = form === 'band' ? w * 0.2 : w * 0.1
  const innerW = w - 2 * padX
  const cx = x + w / 2
  const top = y + (form === 'arch' ? archHeight(box) * 0.55 : 0) + h * 0.085
  const bottom = y + h - h * 0.075

  if (!text) {
    // Banner bottles: the rhythm of a label (producer, title, type) without words too small to read.
    const bar = (by: number, bw: number, bh: number, color: string, opacity: number) =>
      `<rect x="${n(cx - bw / 2)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${color}" fill-opacity="${opacity}"/>`
    const mid = (top + bottom) / 2
    parts.push(
      bar(top + h * 0.02, innerW * 0.6, h * 0.025, ink, 0.55),
      ornament(cx, top + h * 0.13, innerW * 0.5, accent, hair),
      bar(mid - h * 0.07, innerW * 0.9, h * 0.07, ink, 0.8),
      bar(mid + h * 0.03, innerW * 0.65, h * 0.07, ink, 0.8),
      bar(bottom - h * 0.05, innerW * 0.45, h * 0.025, accent, 0.9),
    )
    return parts.join('')
  }

  const caps = (size: number) => size * 0.16
  const producer = fitText({
    text: toLine(text.producer).toUpperCase(),
    font: 'sans',
    maxWidth: innerW,
    maxLines: 2,
    maxSize: w * 0.062,
    minSize: w * 0.042,
    letterSpacing: caps,
    lineHeight: 1.3,
    balance: true,
  })
  let cursor = top + producer.size * 0.75
  parts.push(
    textLines({
      lines: producer.lines,
      x: cx,
      y: cursor,
      size: producer.size,
      font: 'sans',
      fill: ink,
      lineHeight: 1.3,
      letterSpacing: caps(producer.size),
    }),
  )
  cursor += (producer.lines.length - 1) * producer.size * 1.3 + h * 0.07
  parts.push(ornament(cx, cursor, innerW * 0.55, accent, hair))
  const middleTop = cursor + h * 0.045

  // Bottom up: type in spaced capitals, the vintage above it, an ornament above both.
  const typeSize = w * 0.05
  const typeMeasure = (s: string) => textWidth(s, 'sans', typeSize, caps(typeSize))
  const typeLine = ellipsize(toLine(text.typeLabel).toUpperCase(), innerW, typeMeasure)
  let base = bottom
  if (typeLine) {
    parts.push(
      textLines({
        lines: [typeLine],
        x: cx,
        y: base,
        size: typeSize,
        font: 'sans',
        fill: ink,
        letterSpacing: caps(typeSize),
        opacity: 0.85,
      }),
    )
    base -= typeSize * 1.6
  }
  const vintage = toLine(text.vintage ?? '')
  if (vintage) {
    const vintageSize = w * 0.1
    const line = ellipsize(vintage, innerW, (s) => textWidth(s, 'serif', vintageSize))
    parts.push(textLines({ lines: [line], x: cx, y: base, size: vintageSize, font: 'serif', fill: accentText }))
    base -= vintageSize * 1.05
  }
  const middleBottom = base - h * 0.03

  const title = fitText({
    text: toLine(text.title),
    font: 'serif',
    maxWidth: innerW,
    maxLines: 3,
    maxSize: w * 0.15,
    minSize: w * 0.075,
    maxHeight: middleBottom - middleTop,
    lineHeight: 1.12,
    balance: true,
  })
  const block = title.lines.length * title.size * 1.12
  const firstBaseline = middleTop + (middleBottom - middleTop - block) / 2 + title.size * 0.82
  parts.push(
    textLines({
      lines: title.lines,
      x: cx,
      y: firstBaseline,
      size: title.size,
      font: 'serif',
      fill: ink,
      lineHeight: 1.12,
    }),
  )
  return parts.join('')
}
