import { hashString } from '../random'
import { mix, type Rgb, rgbOf, toHex } from './color'
import { palette } from './palette'
import { renderPng, svgDocument, textLines } from './svg'
import { toLine } from './text'

export const PORTRAIT_SIZE = { width: 640, height: 662 } as const

/** Muted grounds that sit with the house palette; a name picks one, so a person keeps their colour. */
const grounds = ['#5a1a2b', '#1d1d2b', '#3e4a3d', '#2f4b53', '#7a5a3a', '#4a3b52', '#6b3a2e', '#394658']

const BLACK: Rgb = { r: 0, g: 0, b: 0 }

/** First letters of the first and last words, skipping titles such as "Dott.ssa" so "Dott.ssa Anna Neri" is "AN". */
export function initials(name: string): string {
  const words = toLine(name)
    .split(' ')
    .filter((w) => /^\p{L}/u.test(w) && !w.includes('.'))
  if (words.length === 0) return ''
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]]
  return letters.map((w) => [...w][0].toUpperCase()).join('')
}

/** Three hair outlines (cropped, bob, bun) so that a page of agents is not a row of identical heads. */
function hair(variant: number): string {
  if (variant === 1)
    return '<path d="M236 246C230 168 274 136 320 136C366 136 410 168 404 246L414 392C386 414 356 414 344 404H296C284 414 254 414 226 392Z"/>'
  if (variant === 2) return '<circle cx="320" cy="142" r="32"/>'
  // Starts and ends on the head's outline (x = 244/396 at y = 244) so the two merge without a step.
  return '<path d="M244 244C240 180 276 140 320 140C364 140 400 180 396 244C384 210 358 196 320 196C282 196 256 210 244 244Z"/>'
}

/**
 * An abstract portrait for authors and agents who have no photograph: a head-and-shoulders silhouette with a
 * gold rim light on a ground chosen from the name's hash, and the person's initials.
 */
export async function portraitPicture(input: { name: string }): Promise<Buffer> {
  const hash = hashString(input.name)
  const ground = rgbOf(grounds[hash % grounds.length], palette.wine)
  const tone = mix(ground, rgbOf(palette.paper, '#fff'), ((hash >>> 8) % 12) / 100)
  const figure = toHex(mix(tone, BLACK, 0.5))
  const variant = (hash >>> 16) % 3
  // Head, hair and a body whose outline runs up the neck; as one clip path they merge with no seams.
  const silhouette = [
    '<ellipse cx="320" cy="244" rx="76" ry="94"/>',
    '<path d="M88 662C92 528 168 450 260 428C282 422 288 404 288 384L286 320H354L352 384C352 404 358 422 380 428C472 450 548 528 552 662Z"/>',
    hair(variant),
  ].join('')
  const defs = [
    `<radialGradient id="ground" cx="38%" cy="30%" r="85%"><stop offset="0" stop-color="${toHex(mix(tone, rgbOf(palette.paper, '#fff'), 0.22))}"/>`,
    `<stop offset="0.6" stop-color="${toHex(tone)}"/><stop offset="1" stop-color="${toHex(mix(tone, BLACK, 0.3))}"/></radialGradient>`,
    // One gradient for the whole figure (user space), so head, neck and hair show no seams.
    `<linearGradient id="figure" gradientUnits="userSpaceOnUse" x1="0" y1="100" x2="0" y2="662"><stop offset="0" stop-color="${figure}"/><stop offset="1" stop-color="${toHex(mix(tone, BLACK, 0.62))}"/></linearGradient>`,
    `<clipPath id="figure-clip">${silhouette}</clipPath>`,
  ].join('')
  const letters = initials(input.name)
  const body = [
    `<rect width="640" height="662" fill="url(#ground)"/>`,
    `<circle cx="320" cy="262" r="176" fill="none" stroke="${palette.gold}" stroke-opacity="0.45" stroke-width="1.5"/>`,
    `<circle cx="320" cy="262" r="186" fill="none" stroke="${palette.gold}" stroke-opacity="0.2" stroke-width="0.8"/>`,
    // The figure drawn twice, the gold copy nudged up and left: a rim of light along one edge.
    `<g transform="translate(-4 -2)"><rect width="640" height="662" fill="${palette.gold}" fill-opacity="0.85" clip-path="url(#figure-clip)"/></g>`,
    `<rect width="640" height="662" fill="url(#figure)" clip-path="url(#figure-clip)"/>`,
    letters
      ? textLines({ lines: [letters], x: 320, y: 590, size: 54, font: 'serif', fill: palette.gold, letterSpacing: 6 })
      : '',
  ].join('')
  const { width, height } = PORTRAIT_SIZE
  return renderPng(svgDocument({ width, height, defs, body }))
}
