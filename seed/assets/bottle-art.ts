import type { ProductData } from '../types'
import { type Geometry, geometry } from './bottle-shapes'
import { luminance, mix, multiply, type Rgb, rgbOf, toHex } from './color'
import { labelArt, labelColors, labelOutline, type LabelText } from './label-art'
import { palette } from './palette'
import { n } from './svg'

/**
 * One container drawn in the 600×732 space of the bottle picture: soft floor shadow, tinted glass with its
 * liquid, cylinder shading and highlights, closure and label. `id` prefixes every gradient and clip so that
 * several bottles can share one SVG (banners).
 */
export type Look = ProductData['look']

const BLACK: Rgb = { r: 0, g: 0, b: 0 }
const WHITE: Rgb = { r: 255, g: 255, b: 255 }

type Stop = [offset: number, color: string, opacity: number]

function gradient(id: string, stops: Stop[], coords: string): string {
  const body = stops.map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}" stop-opacity="${n(a)}"/>`).join('')
  return `<linearGradient id="${id}" ${coords}>${body}</linearGradient>`
}

const across = (x1: number, x2: number) => `gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="0" x2="${n(x2)}" y2="0"`
const down = 'x1="0" y1="0" x2="0" y2="1"'

/** Light and shade of a cylinder (or of a squared decanter's facets, or of brushed metal) seen from the front. */
const shading: Record<'round' | 'faceted' | 'metal', Stop[]> = {
  round: [
    [0, '#000', 0.45],
    [0.08, '#000', 0.2],
    [0.2, '#fff', 0.18],
    [0.28, '#fff', 0.04],
    [0.55, '#000', 0],
    [0.8, '#000', 0.12],
    [0.93, '#000', 0.3],
    [1, '#000', 0.5],
  ],
  faceted: [
    [0, '#000', 0.5],
    [0.06, '#000', 0.42],
    [0.065, '#fff', 0.16],
    [0.3, '#fff', 0.03],
    [0.7, '#000', 0.04],
    [0.93, '#000', 0.22],
    [0.935, '#000', 0.5],
    [1, '#000', 0.55],
  ],
  metal: [
    [0, '#000', 0.55],
    [0.1, '#000', 0.12],
    [0.22, '#fff', 0.55],
    [0.3, '#fff', 0.1],
    [0.5, '#000', 0.06],
    [0.7, '#fff', 0.22],
    [0.86, '#000', 0.22],
    [1, '#000', 0.6],
  ],
}

function metalStops(base: Rgb): Stop[] {
  const c = (t: number) => toHex(t < 0 ? mix(base, BLACK, -t) : mix(base, WHITE, t))
  return [
    [0, c(-0.45), 1],
    [0.2, c(0.1), 1],
    [0.32, c(0.55), 1],
    [0.45, c(0.05), 1],
    [0.7, c(-0.1), 1],
    [0.85, c(0.25), 1],
    [1, c(-0.5), 1],
  ]
}

function closureArt(id: string, g: Geometry, labelDark: boolean): { defs: string; body: string } {
  const c = g.closure
  // Dark labels get a gold foil, light ones the house wine red: the pairing wine merchants actually use.
  const foil = rgbOf(labelDark ? palette.gold : palette.wine, palette.gold)
  if (c.kind === 'capsule') {
    const defs = gradient(`${id}-foil`, metalStops(foil), across(g.cx - g.neckHalf - 4, g.cx + g.neckHalf + 4))
    const ring = (y: number) =>
      `<rect x="${n(g.cx - 40)}" y="${n(y)}" width="80" height="1.6" fill="#000" fill-opacity="0.28"/>`
    const body = `<g clip-path="url(#${id}-clip)"><rect x="${n(g.cx - 40)}" y="${n(g.top - 2)}" width="80" height="${n(c.bottom - g.top + 2)}" fill="url(#${id}-foil)"/>${ring(g.top + 24)}${ring(c.bottom - 10)}${ring(c.bottom - 1.6)}</g>`
    return { defs, body }
  }
  if (c.kind === 'stopper') {
    const wood = rgbOf('#7a5534', '#7a5534')
    const material = c.material === 'wood' ? wood : foil
    const defs = [
      gradient(`${id}-stopper`, metalStops(material), across(c.x, c.x + c.w)),
      gradient(`${id}-band`, metalStops(rgbOf(palette.gold, palette.gold)), across(c.x, c.x + c.w)),
    ].join('')
    const r = Math.min(c.w, c.h) * 0.14
    const parts = [
      `<rect x="${n(c.x)}" y="${n(c.y)}" width="${n(c.w)}" height="${n(c.h)}" rx="${n(r)}" fill="url(#${id}-stopper)"/>`,
    ]
    if (c.material === 'metal') {
      // Knurling of a screw cap.
      for (let x = c.x + 4; x < c.x + c.w - 2; x += 4)
        parts.push(
          `<rect x="${n(x)}" y="${n(c.y + 3)}" width="1" height="${n(c.h - 6)}" fill="#000" fill-opacity="0.14"/>`,
        )
    } else {
      const band = c.h * 0.2
      parts.push(
        `<rect x="${n(c.x - 1)}" y="${n(c.y + c.h - band)}" width="${n(c.w + 2)}" height="${n(band)}" rx="${n(r / 2)}" fill="url(#${id}-band)"/>`,
      )
      parts.push(
        `<rect x="${n(c.x + 2)}" y="${n(c.y + 1)}" width="${n(c.w - 4)}" height="${n(c.h * 0.12)}" rx="${n(r)}" fill="#fff" fill-opacity="0.12"/>`,
      )
    }
    return { defs, body: parts.join('') }
  }
  if (c.kind === 'lid') {
    const silver = rgbOf('#c9c9c9', '#c9c9c9')
    const defs = gradient(`${id}-lid`, metalStops(silver), across(g.cx - c.rx, g.cx + c.rx))
    const body = [
      `<ellipse cx="${n(g.cx)}" cy="${n(c.y)}" rx="${n(c.rx)}" ry="8" fill="url(#${id}-lid)"/>`,
      `<ellipse cx="${n(g.cx)}" cy="${n(c.y + 1)}" rx="${n(c.rx - 8)}" ry="5" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/>`,
      `<rect x="${n(g.cx - 14)}" y="${n(c.y - 3)}" width="28" height="6" rx="3" fill="#d9d9d9" stroke="#000" stroke-opacity="0.2"/>`,
    ].join('')
    return { defs, body }
  }
  return { defs: '', body: '' }
}

function shadowArt(id: string, g: Geometry): string {
  const w = g.finish === 'card' ? g.bodyHalf * 1.6 : g.bodyHalf * 1.35
  const cx = g.finish === 'card' ? g.cx + 30 : g.cx
  return [
    `<ellipse cx="${n(cx)}" cy="${n(g.bottom + 2)}" rx="${n(w)}" ry="16" fill="#3b2a1c" fill-opacity="0.32" filter="url(#${id}-soft)"/>`,
    `<ellipse cx="${n(g.cx)}" cy="${n(g.bottom)}" rx="${n(g.bodyHalf * 0.95)}" ry="4" fill="#2a1d12" fill-opacity="0.45" filter="url(#${id}-contact)"/>`,
  ].join('')
}

function boxArt(id: string, g: Geometry, body: Rgb): { defs: string; body: string } {
  const faces = g.faces as NonNullable<Geometry['faces']>
  const gold = rgbOf(palette.gold, palette.gold)
  const defs = [
    gradient(
      `${id}-front`,
      [
        [0, toHex(mix(body, WHITE, 0.08)), 1],
        [1, toHex(mix(body, BLACK, 0.12)), 1],
      ],
      down,
    ),
    gradient(`${id}-ribbon`, metalStops(gold), across(g.cx - g.bodyHalf, g.cx + g.bodyHalf)),
  ].join('')
  const left = g.cx - g.bodyHalf
  const right = g.cx + g.bodyHalf
  const parts = [
    `<path d="${faces.side}" fill="${toHex(mix(body, BLACK, 0.35))}"/>`,
    `<path d="${faces.top}" fill="${toHex(mix(body, WHITE, 0.18))}"/>`,
    `<path d="${g.path}" fill="url(#${id}-front)"/>`,
    // A gold ribbon round the box, continuing on the side face.
    `<rect x="${n(left)}" y="${n(g.top + 34)}" width="${n(right - left)}" height="12" fill="url(#${id}-ribbon)"/>`,
    `<path d="M${n(right)} ${n(g.top + 34)}l50 -24v12l-50 24Z" fill="${toHex(mix(gold, BLACK, 0.3))}"/>`,
    `<path d="${faces.top}M${g.path.slice(1)}" fill="none" stroke="${toHex(mix(body, WHITE, 0.35))}" stroke-opacity="0.45" stroke-width="1"/>`,
  ]
  return { defs, body: parts.join('') }
}

/** Colour of the container where the label sits, as seen from the front: glass over liquid, metal or card. */
export function surfaceColor(look: Look): Rgb {
  const g = geometry(look.shape)
  const glass = rgbOf(look.glass, '#2e3b2c')
  if (g.finish !== 'glass') return glass
  const liquid = rgbOf(look.liquid, '#8a4b1e')
  if (luminance(glass) > 0.45)
    return mix(rgbOf(palette.paperLight, '#ffffff'), liquid, 0.3 + 0.55 * (1 - luminance(liquid)))
  return mix(glass, mix(multiply(glass, liquid), liquid, 0.2), 0.6)
}

export function bottleArt(options: { id: string; look: Look; text: LabelText | null }): { defs: string; body: string } {
  const { id, look, text } = options
  const g = geometry(look.shape)
  const glass = rgbOf(look.glass, '#2e3b2c')
  const liquid = rgbOf(look.liquid, '#8a4b1e')
  const colors = labelColors(look.label)
  const labelDark = luminance(colors.background) <= 0.3
  const clip = `clip-path="url(#${id}-clip)"`
  const defs: string[] = [
    `<clipPath id="${id}-clip"><path d="${g.path}"/></clipPath>`,
    `<clipPath id="${id}-label"><path d="${labelOutline(g.label, g.label.form)}"/></clipPath>`,
    `<filter id="${id}-soft" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="11"/></filter>`,
    `<filter id="${id}-contact" x="-20%" y="-300%" width="140%" height="700%"><feGaussianBlur stdDeviation="2.5"/></filter>`,
  ]
  const body: string[] = [shadowArt(id, g)]
  const label = labelArt({ box: g.label, form: g.label.form, colors, text, detail: 'small' })

  if (g.finish === 'card') {
    const box = boxArt(id, g, glass)
    defs.push(box.defs)
    body.push(box.body, label)
    return { defs: defs.join(''), body: body.join('') }
  }

  const kind = g.finish === 'metal' ? 'metal' : look.shape === 'square' || look.shape === 'flask' ? 'faceted' : 'round'
  defs.push(
    gradient(`${id}-body`, shading[kind], across(g.cx - g.bodyHalf, g.cx + g.bodyHalf)),
    gradient(`${id}-neck`, shading[kind], across(g.cx - g.neckHalf, g.cx + g.neckHalf)),
    gradient(
      `${id}-streak`,
      [
        [0, '#fff', 0],
        [0.25, '#fff', 0.5],
        [0.75, '#fff', 0.35],
        [1, '#fff', 0],
      ],
      down,
    ),
  )
  const clear = luminance(glass) > 0.45
  body.push(`<path d="${g.path}" fill="${toHex(glass)}" fill-opacity="${clear ? 0.3 : 0.97}"/>`)
  body.push(`<g ${clip}>`)
  if (g.liquidTop !== null) {
    // Liquid seen through tinted glass, kept a little of its own colour so dark bottles are not flat black.
    const seen = mix(multiply(clear ? WHITE : glass, liquid), liquid, clear ? 0 : 0.2)
    // Colourless spirits stay see-through; amber ones fill the glass with colour.
    const density = clear ? 0.3 + 0.55 * (1 - luminance(liquid)) : 0.6
    body.push(
      `<rect x="0" y="${n(g.liquidTop)}" width="600" height="${n(g.bottom - g.liquidTop)}" fill="${toHex(seen)}" fill-opacity="${n(density)}"/>`,
      `<rect x="0" y="${n(g.liquidTop - 1)}" width="600" height="2.5" fill="${toHex(mix(seen, WHITE, 0.4))}" fill-opacity="0.7"/>`,
    )
  }
  if (g.finish === 'metal') {
    const silver = rgbOf('#c4c4c4', '#c4c4c4')
    body.push(
      `<rect x="0" y="${n(g.top)}" width="600" height="${n(g.neckBottom + 8 - g.top)}" fill="${toHex(silver)}"/>`,
    )
    body.push(`<rect x="0" y="${n(g.bottom - 26)}" width="600" height="26" fill="${toHex(silver)}"/>`)
  }
  const walls = toHex(mix(glass, BLACK, 0.35))
  body.push(
    `<rect x="0" y="${n(g.top)}" width="600" height="${n(g.neckBottom - g.top)}" fill="url(#${id}-neck)"/>`,
    `<rect x="0" y="${n(g.neckBottom)}" width="600" height="${n(g.bottom - g.neckBottom)}" fill="url(#${id}-body)"/>`,
  )
  if (g.finish === 'glass') {
    body.push(
      `<path d="${g.path}" fill="none" stroke="${walls}" stroke-opacity="${clear ? 0.35 : 0.5}" stroke-width="8"/>`,
      `<ellipse cx="${n(g.cx)}" cy="${n(g.bottom - 4)}" rx="${n(g.bodyHalf * 0.8)}" ry="7" fill="#000" fill-opacity="0.2"/>`,
    )
  }
  body.push('</g>')

  const closure = closureArt(id, g, labelDark)
  defs.push(closure.defs)
  body.push(closure.body)

  // Label, then the body's light and shade again over it: the label wraps the same cylinder.
  body.push(g.label.form === 'band' ? `<g ${clip}>${label}</g>` : label)
  body.push(
    `<g clip-path="url(#${id}-label)"><rect x="0" y="${n(g.label.y)}" width="600" height="${n(g.label.h)}" fill="url(#${id}-body)" opacity="0.7"/></g>`,
  )

  if (g.finish === 'glass') {
    const streak = (x: number, y: number, w: number, h: number, opacity: number) =>
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="url(#${id}-streak)" opacity="${opacity}"/>`
    body.push(`<g ${clip}>`)
    body.push(
      streak(g.cx - g.bodyHalf * 0.7, g.neckBottom + 60, g.bodyHalf * 0.09, g.bottom - g.neckBottom - 100, 0.75),
      streak(g.cx + g.bodyHalf * 0.62, g.neckBottom + 80, g.bodyHalf * 0.04, g.bottom - g.neckBottom - 140, 0.35),
      streak(g.cx - g.neckHalf * 0.6, g.top + 10, Math.max(2.5, g.neckHalf * 0.22), g.neckBottom - g.top, 0.5),
    )
    body.push('</g>')
  }
  body.push(`<path d="${g.path}" fill="none" stroke="${walls}" stroke-opacity="0.55" stroke-width="1.2"/>`)
  return { defs: defs.join(''), body: body.join('') }
}
