import type { ProductData } from '../types'
import { n } from './svg'

/**
 * Outlines of the seven containers in the 600×732 bottle picture, standing on the floor line y = 668 and
 * centred on x = 300. Each one also says where its label, closure and liquid go, so drawing stays generic.
 */
export type Shape = ProductData['look']['shape']
export type LabelForm = 'rect' | 'rounded' | 'arch' | 'band'
export type Box = { x: number; y: number; w: number; h: number }
export type Closure =
  | { kind: 'capsule'; bottom: number }
  | { kind: 'stopper'; material: 'wood' | 'metal'; x: number; y: number; w: number; h: number }
  | { kind: 'lid'; y: number; rx: number }
  | { kind: 'none' }

export type Geometry = {
  path: string
  cx: number
  top: number
  bottom: number
  bodyHalf: number
  neckHalf: number
  /** Where the shoulder starts: the neck is shaded as its own cylinder above this line. */
  neckBottom: number
  liquidTop: number | null
  label: Box & { form: LabelForm }
  closure: Closure
  finish: 'glass' | 'metal' | 'card'
  /** The gift box's visible side and top faces (3/4 view). */
  faces?: { side: string; top: string }
}

export const CX = 300
export const FLOOR = 668

type Pt = [number, number]
type Seg = { to: Pt; c1?: Pt; c2?: Pt }

/**
 * A symmetric outline from its right half: points are [offset from the axis, y], from the top centre down to the
 * bottom centre; the left half is the same segments mirrored and walked backwards.
 */
function mirrored(start: Pt, segs: Seg[]): string {
  const at = ([dx, y]: Pt, side: 1 | -1) => `${n(CX + side * dx)} ${n(y)}`
  const right = segs.map((s) => (s.c1 && s.c2 ? `C${at(s.c1, 1)} ${at(s.c2, 1)} ${at(s.to, 1)}` : `L${at(s.to, 1)}`))
  const left: string[] = []
  for (let i = segs.length - 1; i >= 0; i -= 1) {
    const from = i > 0 ? segs[i - 1].to : start
    const s = segs[i]
    left.push(s.c1 && s.c2 ? `C${at(s.c2, -1)} ${at(s.c1, -1)} ${at(from, -1)}` : `L${at(from, -1)}`)
  }
  return `M${at(start, 1)}${right.join('')}${left.join('')}Z`
}

const L = (dx: number, y: number): Seg => ({ to: [dx, y] })
const C = (c1: Pt, c2: Pt, to: Pt): Seg => ({ c1, c2, to })

function bordeaux(): Geometry {
  return {
    path: mirrored(
      [0, 58],
      [
        L(23, 58),
        L(23, 76),
        L(20, 80),
        L(20, 262),
        C([30, 284], [88, 282], [88, 342]),
        L(88, 650),
        C([88, 662], [82, FLOOR], [72, FLOOR]),
        L(0, FLOOR),
      ],
    ),
    cx: CX,
    top: 58,
    bottom: FLOOR,
    bodyHalf: 88,
    neckHalf: 20,
    neckBottom: 268,
    liquidTop: 236,
    label: { x: CX - 80, y: 420, w: 160, h: 196, form: 'rect' },
    closure: { kind: 'capsule', bottom: 182 },
    finish: 'glass',
  }
}

function tall(): Geometry {
  return {
    path: mirrored(
      [0, 46],
      [
        L(17, 46),
        L(17, 62),
        L(14, 66),
        L(14, 250),
        C([15, 330], [66, 318], [66, 410]),
        L(66, 652),
        C([66, 663], [61, FLOOR], [53, FLOOR]),
        L(0, FLOOR),
      ],
    ),
    cx: CX,
    top: 46,
    bottom: FLOOR,
    bodyHalf: 66,
    neckHalf: 14,
    neckBottom: 262,
    liquidTop: 280,
    label: { x: CX - 60, y: 426, w: 120, h: 206, form: 'arch' },
    closure: { kind: 'stopper', material: 'wood', x: CX - 19, y: 14, w: 38, h: 40 },
    finish: 'glass',
  }
}

function square(): Geometry {
  return {
    path: mirrored(
      [0, 168],
      [
        L(31, 168),
        L(31, 200),
        L(100, 212),
        C([110, 214], [116, 220], [116, 234]),
        L(116, 652),
        C([116, 663], [110, FLOOR], [99, FLOOR]),
        L(0, FLOOR),
      ],
    ),
    cx: CX,
    top: 168,
    bottom: FLOOR,
    bodyHalf: 116,
    neckHalf: 31,
    neckBottom: 204,
    liquidTop: 246,
    label: { x: CX - 94, y: 376, w: 188, h: 214, form: 'rect' },
    closure: { kind: 'stopper', material: 'wood', x: CX - 46, y: 112, w: 92, h: 60 },
    finish: 'glass',
  }
}

function flask(): Geometry {
  return {
    path: mirrored(
      [0, 162],
      [
        L(22, 162),
        L(22, 180),
        L(18, 184),
        L(18, 238),
        C([18, 270], [100, 262], [103, 314]),
        L(107, 606),
        C([109, 652], [92, FLOOR], [62, FLOOR]),
        L(0, FLOOR),
      ],
    ),
    cx: CX,
    top: 162,
    bottom: FLOOR,
    bodyHalf: 105,
    neckHalf: 18,
    neckBottom: 242,
    liquidTop: 262,
    label: { x: CX - 86, y: 372, w: 172, h: 214, form: 'rounded' },
    closure: { kind: 'stopper', material: 'metal', x: CX - 25, y: 120, w: 50, h: 50 },
    finish: 'glass',
  }
}

function round(): Geometry {
  return {
    path: mirrored(
      [0, 176],
      [
        L(33, 176),
        L(33, 196),
        L(29, 200),
        L(29, 246),
        C([29, 290], [120, 274], [120, 344]),
        L(120, 616),
        C([120, 656], [102, FLOOR], [76, FLOOR]),
        L(0, FLOOR),
      ],
    ),
    cx: CX,
    top: 176,
    bottom: FLOOR,
    bodyHalf: 120,
    neckHalf: 29,
    neckBottom: 250,
    liquidTop: 262,
    label: { x: CX - 92, y: 372, w: 184, h: 222, form: 'arch' },
    closure: { kind: 'stopper', material: 'wood', x: CX - 42, y: 126, w: 84, h: 56 },
    finish: 'glass',
  }
}

function can(): Geometry {
  return {
    path: mirrored(
      [0, 228],
      [
        L(84, 228),
        C([90, 228], [92, 232], [92, 238]),
        L(98, 264),
        C([99, 268], [100, 272], [100, 280]),
        L(100, 642),
        L(94, 660),
        C([92, 666], [88, FLOOR], [80, FLOOR]),
        L(0, FLOOR),
      ],
    ),
    cx: CX,
    top: 228,
    bottom: FLOOR,
    bodyHalf: 100,
    neckHalf: 92,
    neckBottom: 266,
    liquidTop: null,
    label: { x: CX - 100, y: 300, w: 200, h: 318, form: 'band' },
    closure: { kind: 'lid', y: 232, rx: 86 },
    finish: 'metal',
  }
}

/** A gift box in 3/4 view: the front face is the outline; side and top faces are drawn separately. */
function box(): Geometry {
  const [left, right, top, depthX, depthY] = [166, 386, 206, 50, 24]
  return {
    path: `M${left} ${top}H${right}V${FLOOR}H${left}Z`,
    cx: (left + right) / 2,
    top,
    bottom: FLOOR,
    bodyHalf: (right - left) / 2,
    neckHalf: (right - left) / 2,
    neckBottom: top,
    liquidTop: null,
    label: { x: left + 20, y: 330, w: right - left - 40, h: 236, form: 'rect' },
    closure: { kind: 'none' },
    finish: 'card',
    faces: {
      side: `M${right} ${top}L${right + depthX} ${top - depthY}V${FLOOR - depthY}L${right} ${FLOOR}Z`,
      top: `M${left} ${top}L${left + depthX} ${top - depthY}H${right + depthX}L${right} ${top}Z`,
    },
  }
}

const shapes: Record<Shape, () => Geometry> = { bordeaux, tall, square, flask, round, can, box }

export function geometry(shape: Shape): Geometry {
  return (shapes[shape] ?? bordeaux)()
}
