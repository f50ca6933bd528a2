import type { PDFDocument, PDFPage, RGB } from 'pdf-lib'

import { palette } from './palette'
import { A4, createPdf, drawDiamondRule, pdfColor, type PdfFonts, savePdf, textLayer } from './pdf-common'
import { ellipsize, fitText, toLine } from './text'

export type CatalogueProduct = {
  code: string
  title: string
  producer: string
  type: string
  format?: string
  alcohol?: number
}

export type CatalogueInput = {
  title: string
  subtitle: string
  year: number
  company: string
  locale: 'it' | 'en'
  products: CatalogueProduct[]
}

const words = {
  it: {
    page: (n: number, m: number) => `Pagina ${n} di ${m}`,
    columns: ['Codice', 'Prodotto', 'Produttore', 'Formato', '% vol'],
    continued: 'segue',
    empty: 'Nessun prodotto in questo catalogo.',
    count: (n: number) => (n === 1 ? '1 prodotto' : `${n} prodotti`),
    decimal: ',',
  },
  en: {
    page: (n: number, m: number) => `Page ${n} of ${m}`,
    columns: ['Code', 'Product', 'Producer', 'Format', '% vol'],
    continued: 'continued',
    empty: 'No products in this catalogue.',
    count: (n: number) => (n === 1 ? '1 product' : `${n} products`),
    decimal: '.',
  },
} as const

const M = { left: 48, right: 48, top: 48, bottom: 64 }
const CONTENT = A4.width - M.left - M.right
/** Column widths sum to the content width; % vol is a number, so it is right-aligned. */
const COLUMNS = [
  { width: 58, align: 'left' as const },
  { width: 188, align: 'left' as const },
  { width: 150, align: 'left' as const },
  { width: 58, align: 'left' as const },
  { width: CONTENT - 58 - 188 - 150 - 58, align: 'right' as const },
]
const ROW = 15
const HEADING = 30

type Colors = { wine: RGB; ink: RGB; gold: RGB; goldText: RGB; muted: RGB; paper: RGB; stripe: RGB }

function colors(): Colors {
  return {
    wine: pdfColor(palette.wine),
    ink: pdfColor(palette.ink),
    gold: pdfColor(palette.gold),
    goldText: pdfColor(palette.goldText),
    muted: pdfColor(palette.muted),
    paper: pdfColor(palette.paper),
    stripe: pdfColor('#f8f4ee'),
  }
}

function drawCover(
  doc: PDFDocument,
  fonts: PdfFonts,
  c: Colors,
  input: CatalogueInput,
  text: ReturnType<typeof textLayer>,
): void {
  const drawLine = text.line
  const page = doc.addPage([A4.width, A4.height])
  const { width: W, height: H } = A4
  const cx = W / 2
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: c.wine })
  page.drawRectangle({ x: 24, y: 24, width: W - 48, height: H - 48, borderColor: c.gold, borderWidth: 1.2 })
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: c.gold, borderWidth: 0.5 })

  drawLine(page, toLine(input.company).toUpperCase(), {
    x: cx,
    y: H - 92,
    size: 9,
    font: fonts.sans,
    color: c.gold,
    align: 'center',
    spacing: 2.2,
  })
  // The grape emblem of the picture covers, in outline.
  const r = 7
  const rows = [[-3, -1, 1, 3], [-2, 0, 2], [-1, 1], [0]]
  rows.forEach((row, i) =>
    row.forEach((k) =>
      page.drawCircle({
        x: cx + k * r * 1.05,
        y: H - 190 - i * r * 1.75,
        size: r,
        borderColor: c.gold,
        borderWidth: 1,
      }),
    ),
  )
  page.drawSvgPath('M0 0c0 -8 2 -14 8 -19M5 -13c8 -10 24 -8 30 2c-10 6 -22 6 -30 -2zM5 -13l24 -1', {
    x: cx,
    y: H - 182,
    borderColor: c.gold,
    borderWidth: 1,
  })

  const title = fitText({
    text: toLine(input.title),
    font: 'serif',
    maxWidth: 430,
    maxLines: 4,
    maxSize: 42,
    minSize: 22,
    lineHeight: 1.1,
    balance: true,
  })
  const block = title.lines.length * title.size * 1.1
  let y = H * 0.55 + block / 2 - title.size * 0.8
  for (const line of title.lines) {
    drawLine(page, line, { x: cx, y, size: title.size, font: fonts.serif, color: c.paper, align: 'center' })
    y -= title.size * 1.1
  }
  y -= 12
  drawDiamondRule(page, cx, y, 120, c.gold)
  const subtitle = fitText({
    text: toLine(input.subtitle).toUpperCase(),
    font: 'sans',
    maxWidth: 400,
    maxLines: 3,
    maxSize: 10,
    minSize: 7,
    lineHeight: 1.7,
    letterSpacing: (s) => s * 0.2,
    balance: true,
  })
  y -= 26
  for (const line of subtitle.lines) {
    drawLine(page, line, {
      x: cx,
      y,
      size: subtitle.size,
      font: fonts.sans,
      color: c.gold,
      align: 'center',
      spacing: subtitle.size * 0.2,
    })
    y -= subtitle.size * 1.7
  }
  if (input.products.length > 0) {
    drawLine(page, words[input.locale].count(input.products.length), {
      x: cx,
      y: y - 14,
      size: 12,
      font: fonts.serifItalic,
      color: c.paper,
      align: 'center',
    })
  }
  const year = String(Math.trunc(input.year))
  drawLine(page, year, { x: cx, y: 92, size: 40, font: fonts.serif, color: c.gold, align: 'center', spacing: 3 })
  page.drawLine({ start: { x: cx - 120, y: 105 }, end: { x: cx - 62, y: 105 }, thickness: 0.8, color: c.gold })
  page.drawLine({ start: { x: cx + 62, y: 105 }, end: { x: cx + 120, y: 105 }, thickness: 0.8, color: c.gold })
}

function formatAlcohol(value: number | undefined, decimal: string): string {
  if (value === undefined || !Number.isFinite(value)) return '–'
  return String(Math.round(value * 10) / 10).replace('.', decimal)
}

/**
 * The trade catalogue: a cover, then the products grouped by type (groups in order of first appearance, rows in
 * input order) in a table of code, product, producer, format and % vol. No prices: the demo invents none.
 */
export async function cataloguePdf(input: CatalogueInput): Promise<Uint8Array> {
  const w = words[input.locale]
  const { doc, fonts } = await createPdf({
    title: `${input.title} ${input.year}`,
    subject: input.subtitle,
    author: input.company,
    locale: input.locale,
    date: new Date(Date.UTC(Math.trunc(input.year), 0, 1)),
  })
  const c = colors()
  const text = textLayer()
  const drawLine = text.line
  drawCover(doc, fonts, c, input, text)

  const runningTitle = ellipsize(`${toLine(input.title)} · ${Math.trunc(input.year)}`, CONTENT * 0.7, (s) =>
    fonts.serifBold.widthOfTextAtSize(s, 9),
  )
  let y = 0
  const newPage = (): PDFPage => {
    const page = doc.addPage([A4.width, A4.height])
    const top = A4.height - M.top
    drawLine(page, runningTitle, { x: M.left, y: top, size: 9, font: fonts.serifBold, color: c.wine })
    page.drawLine({
      start: { x: M.left, y: top - 8 },
      end: { x: A4.width - M.right, y: top - 8 },
      thickness: 0.8,
      color: c.gold,
    })
    let x = M.left
    COLUMNS.forEach((col, i) => {
      const label = w.columns[i].toUpperCase()
      drawLine(page, label, {
        x: col.align === 'right' ? x + col.width : x,
        y: top - 28,
        size: 6.5,
        font: fonts.sansBold,
        color: c.muted,
        align: col.align,
        spacing: 0.8,
      })
      x += col.width
    })
    page.drawLine({
      start: { x: M.left, y: top - 34 },
      end: { x: A4.width - M.right, y: top - 34 },
      thickness: 0.4,
      color: c.muted,
    })
    y = top - 40
    return page
  }

  const groups = new Map<string, CatalogueProduct[]>()
  for (const p of input.products) {
    const key = toLine(p.type)
    groups.set(key, [...(groups.get(key) ?? []), p])
  }

  let page = newPage()
  if (groups.size === 0) {
    drawLine(page, w.empty, {
      x: A4.width / 2,
      y: y - 80,
      size: 12,
      font: fonts.serifItalic,
      color: c.muted,
      align: 'center',
    })
  }
  const heading = (type: string, count: number, continued: boolean) => {
    const label = continued ? `${type} (${w.continued})` : type
    const fitted = ellipsize(label, CONTENT - 80, (s) => fonts.serifBold.widthOfTextAtSize(s, 13))
    drawLine(page, fitted, { x: M.left, y: y - 20, size: 13, font: fonts.serifBold, color: c.wine })
    drawLine(page, w.count(count), {
      x: A4.width - M.right,
      y: y - 20,
      size: 7.5,
      font: fonts.sans,
      color: c.muted,
      align: 'right',
    })
    page.drawLine({
      start: { x: M.left, y: y - 26 },
      end: { x: A4.width - M.right, y: y - 26 },
      thickness: 0.6,
      color: c.gold,
    })
    y -= HEADING
  }
  for (const [type, rows] of groups) {
    // Never leave a heading alone at the foot of a page.
    if (y - HEADING - ROW < M.bottom) page = newPage()
    heading(type || '–', rows.length, false)
    rows.forEach((p, i) => {
      if (y - ROW < M.bottom) {
        page = newPage()
        heading(type || '–', rows.length, true)
      }
      if (i % 2 === 1) page.drawRectangle({ x: M.left, y: y - ROW + 1, width: CONTENT, height: ROW, color: c.stripe })
      const cells = [
        toLine(p.code),
        toLine(p.title),
        toLine(p.producer),
        toLine(p.format ?? '') || '–',
        formatAlcohol(p.alcohol, w.decimal),
      ]
      let x = M.left
      cells.forEach((cell, k) => {
        const col = COLUMNS[k]
        const font = k === 1 ? fonts.serif : fonts.sans
        const size = k === 1 ? 9.5 : 8
        const fitted = ellipsize(cell, col.width - 8, (s) => font.widthOfTextAtSize(s, size))
        drawLine(page, fitted, {
          x: col.align === 'right' ? x + col.width : x,
          y: y - ROW + 5,
          size,
          font,
          color: k === 0 ? c.muted : c.ink,
          align: col.align,
        })
        x += col.width
      })
      y -= ROW
    })
    y -= 10
  }

  text.flush()
  // Footers last, when the page count is known.
  const pages = doc.getPages()
  pages.forEach((p, i) => {
    if (i === 0) return
    p.drawLine({ start: { x: M.left, y: 46 }, end: { x: A4.width - M.right, y: 46 }, thickness: 0.6, color: c.gold })
    drawLine(p, toLine(input.company), { x: M.left, y: 32, size: 7.5, font: fonts.sans, color: c.muted })
    drawLine(p, w.page(i + 1, pages.length), {
      x: A4.width - M.right,
      y: 32,
      size: 7.5,
      font: fonts.sans,
      color: c.muted,
      align: 'right',
    })
  })
  text.flush()
  return savePdf(doc)
}
