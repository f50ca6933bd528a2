import type { PDFFont } from 'pdf-lib'

import { palette } from './palette'
import { A4, createPdf, pdfColor, savePdf, textLayer, widthOf } from './pdf-common'
import { ellipsize, fitText, type FontKey, toLine, toWinAnsi, wrap } from './text'

export type DocumentInput = {
  title: string
  subtitle?: string
  company: string
  sections: { heading: string; text: string }[]
  locale: 'it' | 'en'
}

/** Fixed date of every one-page document: they have no edition year, and the bytes must not change by run. */
const DOCUMENT_DATE = new Date(Date.UTC(2025, 0, 1))

const M = { left: 56, right: 56, top: 56, bottom: 72 }
const CONTENT = A4.width - M.left - M.right
const MAX_SIZE = 10.5
const MIN_SIZE = 5

type Op = { text: string; y: number; size: number; font: FontKey; spacing?: number; color: 'ink' | 'wine' }

/**
 * Lines of the sections at body size `size`, from `top` down; returns them with the y reached. Headings are
 * spaced small capitals, text is Times with paragraphs at each newline.
 */
function layout(
  sections: DocumentInput['sections'],
  size: number,
  top: number,
  fonts: Record<FontKey, PDFFont>,
): { ops: Op[]; end: number } {
  const ops: Op[] = []
  let y = top
  const lead = size * 1.38
  const headingSize = size * 0.85
  const spacing = headingSize * 0.12
  for (const section of sections) {
    const heading = toLine(section.heading).toUpperCase()
    if (heading) {
      const lines = wrap(heading, CONTENT, (s) => widthOf(s, fonts.sansBold, headingSize, spacing))
      for (const line of lines) {
        y -= headingSize * 1.5
        ops.push({ text: line, y, size: headingSize, font: 'sansBold', spacing, color: 'wine' })
      }
      y -= size * 0.35
    }
    const paragraphs = toWinAnsi(section.text).split('\n').filter(Boolean)
    paragraphs.forEach((paragraph, i) => {
      if (i > 0) y -= size * 0.45
      for (const line of wrap(paragraph, CONTENT, (s) => fonts.serif.widthOfTextAtSize(s, size))) {
        y -= lead
        ops.push({ text: line, y, size, font: 'serif', color: 'ink' })
      }
    })
    y -= size * 1.1
  }
  return { ops, end: y }
}

/**
 * A one-page A4 document (the simplified sales conditions, reserved-area downloads). The body shrinks from
 * 10.5 pt until it fits; below 5 pt the text is cut with an ellipsis instead, so it is always exactly one page.
 */
export async function documentPdf(input: DocumentInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: input.title,
    subject: input.subtitle,
    author: input.company,
    locale: input.locale,
    date: DOCUMENT_DATE,
  })
  const page = doc.addPage([A4.width, A4.height])
  const c = {
    wine: pdfColor(palette.wine),
    ink: pdfColor(palette.ink),
    gold: pdfColor(palette.gold),
    muted: pdfColor(palette.muted),
  }
  const { width: W, height: H } = A4
  const text = textLayer()
  const drawLine = text.line

  let y = H - M.top
  drawLine(
    page,
    ellipsize(toLine(input.company).toUpperCase(), CONTENT, (s) => widthOf(s, fonts.sans, 7.5, 1.5)),
    {
      x: M.left,
      y,
      size: 7.5,
      font: fonts.sans,
      color: c.gold,
      spacing: 1.5,
    },
  )
  page.drawLine({ start: { x: M.left, y: y - 8 }, end: { x: W - M.right, y: y - 8 }, thickness: 0.8, color: c.gold })
  y -= 14
  const title = fitText({
    text: toLine(input.title),
    font: 'serifBold',
    maxWidth: CONTENT,
    maxLines: 2,
    maxSize: 24,
    minSize: 15,
    lineHeight: 1.15,
  })
  for (const line of title.lines) {
    y -= title.size * 1.15
    drawLine(page, line, { x: M.left, y, size: title.size, font: fonts.serifBold, color: c.wine })
  }
  const subtitle = toLine(input.subtitle ?? '')
  if (subtitle) {
    y -= 18
    drawLine(
      page,
      ellipsize(subtitle, CONTENT, (s) => fonts.serifItalic.widthOfTextAtSize(s, 12)),
      { x: M.left, y, size: 12, font: fonts.serifItalic, color: c.muted },
    )
  }
  y -= 10

  // The largest quarter-point size that fits, by bisection: smaller type never takes more room.
  const fits = (size: number) => layout(input.sections, size, y, fonts)
  let placed = fits(MAX_SIZE)
  if (placed.end < M.bottom) {
    let [lo, hi] = [0, Math.round((MAX_SIZE - MIN_SIZE) * 4)] // quarter points above MIN_SIZE
    placed = fits(MIN_SIZE)
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2)
      const attempt = fits(MIN_SIZE + mid / 4)
      if (attempt.end >= M.bottom) {
        lo = mid
        placed = attempt
      } else hi = mid - 1
    }
  }
  let ops = placed.ops
  if (placed.end < M.bottom) {
    // Even the smallest size overflows: keep what fits and close the last text line with an ellipsis.
    ops = ops.filter((op) => op.y - op.size * 0.3 >= M.bottom)
    while (ops.length > 0 && ops[ops.length - 1].font !== 'serif') ops.pop()
    const last = ops[ops.length - 1]
    if (last)
      last.text = ellipsize(`${last.text.replace(/[\s,.;:–—-]+$/, '')}…`, CONTENT, (s) =>
        fonts.serif.widthOfTextAtSize(s, last.size),
      )
  }
  for (const op of ops) {
    drawLine(page, op.text, {
      x: M.left,
      y: op.y,
      size: op.size,
      font: fonts[op.font],
      color: c[op.color],
      spacing: op.spacing,
    })
  }

  page.drawLine({ start: { x: M.left, y: 50 }, end: { x: W - M.right, y: 50 }, thickness: 0.6, color: c.gold })
  drawLine(
    page,
    ellipsize(toLine(input.company), CONTENT * 0.7, (s) => fonts.sans.widthOfTextAtSize(s, 7.5)),
    { x: M.left, y: 36, size: 7.5, font: fonts.sans, color: c.muted },
  )
  drawLine(page, input.locale === 'it' ? 'Pagina 1 di 1' : 'Page 1 of 1', {
    x: W - M.right,
    y: 36,
    size: 7.5,
    font: fonts.sans,
    color: c.muted,
    align: 'right',
  })
  text.flush()
  return savePdf(doc)
}
