import { n } from './svg'

/** Small vector ornaments shared by covers and banners: the house's diamond rule and grape emblem. */
export function diamondRule(cx: number, y: number, width: number, color: string, stroke = 1): string {
  const d = stroke * 3
  return [
    `<path d="M${n(cx - width / 2)} ${n(y)}H${n(cx - d * 2)}M${n(cx + d * 2)} ${n(y)}H${n(cx + width / 2)}" stroke="${color}" stroke-width="${n(stroke)}"/>`,
    `<path d="M${n(cx)} ${n(y - d)}L${n(cx + d)} ${n(y)}L${n(cx)} ${n(y + d)}L${n(cx - d)} ${n(y)}Z" fill="${color}"/>`,
  ].join('')
}

/** A bunch of grapes with a vine leaf, in outline: an emblem that says "wine house" without a logo. */
export function grapeEmblem(cx: number, top: number, scale: number, color: string): string {
  const r = 7 * scale
  const rows = [[-3, -1, 1, 3], [-2, 0, 2], [-1, 1], [0]]
  const berries = rows.flatMap((row, i) =>
    row.map((k) => `<circle cx="${n(cx + k * r * 1.05)}" cy="${n(top + 26 * scale + i * r * 1.75)}" r="${n(r)}"/>`),
  )
  const s = (v: number) => n(v * scale)
  const stem = `<path d="M${n(cx)} ${n(top + 19 * scale)}c0 -${s(8)} ${s(2)} -${s(14)} ${s(8)} -${s(19)}"/>`
  const leaf = `<path d="M${n(cx + 5 * scale)} ${n(top + 6 * scale)}c${s(8)} -${s(10)} ${s(24)} -${s(8)} ${s(30)} ${s(2)}c-${s(10)} ${s(6)} -${s(22)} ${s(6)} -${s(30)} -${s(2)}zM${n(cx + 5 * scale)} ${n(top + 6 * scale)}l${s(24)} -${s(1)}"/>`
  return `<g fill="none" stroke="${color}" stroke-width="${n(1.2 * scale)}" stroke-linecap="round">${berries.join('')}${stem}${leaf}</g>`
}
