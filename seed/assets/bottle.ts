import { bottleArt, type Look } from './bottle-art'
import { palette } from './palette'
import { renderPng, svgDocument } from './svg'

/** What a product picture needs to know: the label's words and the container's look. */
export type BottleInput = { title: string; producer: string; typeLabel: string; vintage?: string; look: Look }

export const BOTTLE_SIZE = { width: 600, height: 732 } as const

/** Warm paper with a lighter centre, like a studio sweep behind the product. */
export function studioBackground(id: string, width: number, height: number): { defs: string; body: string } {
  return {
    defs: [
      `<radialGradient id="${id}-sweep" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${palette.paperLight}"/><stop offset="0.6" stop-color="${palette.paper}"/><stop offset="1" stop-color="${palette.paperDeep}"/></radialGradient>`,
      `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.paperDeep}" stop-opacity="0"/><stop offset="1" stop-color="${palette.paperDeep}" stop-opacity="0.8"/></linearGradient>`,
    ].join(''),
    body: `<rect width="${width}" height="${height}" fill="url(#${id}-sweep)"/><rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="url(#${id}-floor)"/>`,
  }
}

/** The product picture: 600×732 PNG (twice the 300×366 card), the container large on a light background. */
export async function bottlePicture(input: BottleInput): Promise<Buffer> {
  const { width, height } = BOTTLE_SIZE
  const background = studioBackground('bg', width, height)
  const bottle = bottleArt({ id: 'b', look: input.look, text: input })
  return renderPng(
    svgDocument({ width, height, defs: background.defs + bottle.defs, body: background.body + bottle.body }),
  )
}
