import { type BottleInput } from './bottle'
import { surfaceColor } from './bottle-art'
import { geometry } from './bottle-shapes'
import { mix, toHex } from './color'
import { labelArt, labelColors } from './label-art'
import { renderPng, svgDocument } from './svg'

export const LABEL_SIZE = { width: 640, height: 662 } as const

/**
 * The "label" picture of a product: the label filling the frame on the curve of its own container, so its
 * words, read at a glance on the bottle picture, can be read in full.
 */
export async function labelPicture(input: BottleInput): Promise<Buffer> {
  const { width, height } = LABEL_SIZE
  const g = geometry(input.look.shape)
  const surface = surfaceColor(input.look)
  const round = g.finish !== 'card'
  const box = g.label.form === 'band' ? { x: 0, y: 70, w: width, h: 522 } : { x: 100, y: 56, w: 440, h: 550 }
  const dark = toHex(mix(surface, { r: 0, g: 0, b: 0 }, 0.45))
  const defs = [
    // Seen this close the container's curve is wider than the frame: only the edges fall into shade.
    `<linearGradient id="curve" gradientUnits="userSpaceOnUse" x1="-260" y1="0" x2="900" y2="0">`,
    `<stop offset="0" stop-color="${dark}" stop-opacity="0.9"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.16"/>`,
    `<stop offset="0.4" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="${dark}" stop-opacity="0.1"/>`,
    `<stop offset="1" stop-color="${dark}" stop-opacity="0.9"/></linearGradient>`,
    `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/>`,
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.08"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`,
  ].join('')
  const label = labelArt({
    box,
    form: g.label.form,
    colors: labelColors(input.look.label),
    text: input,
    detail: 'large',
  })
  const body = [
    `<rect width="${width}" height="${height}" fill="${toHex(surface)}"/>`,
    label,
    round
      ? `<rect width="${width}" height="${height}" fill="url(#curve)"/>`
      : `<rect width="${width}" height="${height}" fill="url(#card)"/>`,
    round ? `<rect x="70" width="70" height="${height}" fill="url(#gloss)"/>` : '',
  ].join('')
  return renderPng(svgDocument({ width, height, defs, body }))
}
