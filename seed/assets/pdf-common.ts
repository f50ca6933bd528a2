import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, setCharacterSpacing, StandardFonts } from 'pdf-lib'

import { rgbOf } from './color'
import type { FontKey } from './text'

/** Page size and house layout for the generated PDFs (points). */
export const A4 = { width: 595.28, height: 841.89 } as const

export type PdfFonts = Record<FontKey, PDFFont>

export function pdfColor(css: string): RGB {
  const { r, g, b } = rgbOf(css, '#000000')
  return rgb(r / 255, g / 255, b / 255)
}

/**
 * A new document whose metadata is fixed by its input: pdf-lib otherwise stamps the current time as creation and
 * modification date, which would make every seed run produce different bytes.
 */
export async function createPdf(meta: {
  title: string
  subject?: string
  author: string
  locale: 'it' | 'en'
  date: Date
}): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(meta.title)
  doc.setAuthor(meta.author)
  if (meta.subject) doc.setSubject(meta.subject)
  doc.setCreator('Vinea Distribuzione demo seed')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(meta.date)
  doc.setModificationDate(meta.date)
  doc.setLanguage(meta.locale)
  const fonts: PdfFonts = {
    serif: doc.embedStandardFont(StandardFonts.TimesRoman),
    serifBold: doc.embedStandardFont(StandardFonts.TimesRomanBold),
    serifItalic: doc.embedStandardFont(StandardFonts.TimesRomanItalic),
    sans: doc.embedStandardFont(StandardFonts.Helvetica),
    sansBold: doc.embedStandardFont(StandardFonts.HelveticaBold),
  }
  return { doc, fonts }
}

/** Classic cross-reference table, no object streams: simpler files, and byte-identical across runs (tested). */
export async function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false })
}

export function widthOf(text: string, font: PDFFont, size: number, spacing = 0): number {
  return font.widthOfTextAtSize(text, size) + spacing * Math.max(0, [...text].length - 1)
}

/**
 * pdf-lib registers a new font resource on every drawText call that passes a font; setting the page's font only
 * when it changes keeps one resource per font and the files small.
 */
const currentFont = new WeakMap<PDFPage, PDFFont>()

/** One line of already-sanitised text, aligned on `x`, with optional letter spacing for small capitals. */
export function drawLine(
  page: PDFPage,
  text: string,
  options: {
    x: number
    y: number
    size: number
    font: PDFFont
    color: RGB
    align?: 'left' | 'center' | 'right'
    spacing?: number
  },
): void {
  if (!text) return
  const { x, y, size, font, color, align = 'left', spacing = 0 } = options
  const width = widthOf(text, font, size, spacing)
  const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x
  if (currentFont.get(page) !== font) {
    page.setFont(font)
    currentFont.set(page, font)
  }
  if (spacing) page.pushOperators(setCharacterSpacing(spacing))
  page.drawText(text, { x: left, y, size, color })
  if (spacing) page.pushOperators(setCharacterSpacing(0))
}

type LineOptions = Parameters<typeof drawLine>[2]

/**
 * Text is queued and drawn per page font by font (after the page's shapes, which it always sits on): with
 * `drawLine` only switching fonts when needed, a page then holds one font resource per font, not one per call.
 */
export function textLayer(): { line: (page: PDFPage, text: string, options: LineOptions) => void; flush: () => void } {
  const queue: { page: PDFPage; text: string; options: LineOptions }[] = []
  return {
    line: (page, text, options) => {
      if (text) queue.push({ page, text, options })
    },
    flush: () => {
      const pages = [...new Set(queue.map((q) => q.page))]
      for (const page of pages) {
        const items = queue.filter((q) => q.page === page)
        for (const font of new Set(items.map((q) => q.options.font))) {
          for (const q of items) if (q.options.font === font) drawLine(page, q.text, q.options)
        }
      }
      queue.length = 0
    },
  }
}

/** The house ornament: a hairline with a small diamond at its centre. */
export function drawDiamondRule(
  page: PDFPage,
  cx: number,
  y: number,
  width: number,
  color: RGB,
  thickness = 0.8,
): void {
  const d = thickness * 3
  page.drawLine({ start: { x: cx - width / 2, y }, end: { x: cx - d * 2, y }, thickness, color })
  page.drawLine({ start: { x: cx + d * 2, y }, end: { x: cx + width / 2, y }, thickness, color })
  page.drawSvgPath(`M0 ${-d}L${d} 0L0 ${d}L${-d} 0Z`, { x: cx, y, color })
}
