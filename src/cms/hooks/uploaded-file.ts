import { fileTypeFromBuffer } from 'file-type'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import sharp from 'sharp'

import { inAdminLanguage, w } from '../admin-labels'
import { largestScaledSide } from '../picture-sizes'

/** What each collection of files takes, as its content says (never its name): raster pictures, or PDFs. */
const accepted = {
  picture: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'],
    refused: w(
      'Il file non è un’immagine: carica una foto o un disegno in JPEG, PNG, WebP, AVIF, GIF o TIFF',
      'The file is not a picture: upload a photo or a drawing in JPEG, PNG, WebP, AVIF, GIF or TIFF',
    ),
  },
  pdf: {
    types: ['application/pdf'],
    refused: w(
      'Il file non è un PDF: carica il documento in PDF',
      'The file is not a PDF: upload the document as a PDF',
    ),
  },
  /**
   * A reserved-area download: a document a trade customer opens with the usual programs (PDF, Word, Excel, PowerPoint,
   * OpenDocument) or a picture. Anything else (an XML page with a script, an HTML file) was stored and served (the
   * twelfth check from outside).
   */
  download: {
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
      'image/jpeg',
      'image/png',
      'image/webp',
    ],
    refused: w(
      'Questo tipo di file non si può scaricare dall’area riservata: carica un PDF, un documento Word, Excel, PowerPoint o OpenDocument, oppure un’immagine JPEG, PNG o WebP',
      'This kind of file cannot be offered in the reserved area: upload a PDF, a Word, Excel, PowerPoint or OpenDocument file, or a JPEG, PNG or WebP picture',
    ),
  },
} as const

/** The types a collection of files takes, for its upload's `mimeTypes` (the admin's file picker offers them). */
export const acceptedTypes = (kind: keyof typeof accepted) => [...accepted[kind].types]

const empty = w('Il file è vuoto: scegline un altro', 'The file is empty: choose another one')

/**
 * A PDF cut short (a broken download, a failed export): Payload refuses it after this hook, in English only ("Invalid
 * PDF file.", the sixteenth check from outside), when its last kilobyte has no cross-reference table and end mark, the
 * test Payload makes (payload/dist/utilities/validatePDF.js). The same test here speaks the admin's language.
 */
const damagedPdf = w(
  'Il PDF è danneggiato o incompleto: esportalo di nuovo e caricalo',
  'The PDF is damaged or incomplete: export it again and upload it',
)
const wholePdf = (data: Buffer) => {
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/**
 * The largest picture taken: WebP, which every size is made in, stops at 16,383 pixels a side (a wider panorama was
 * refused with "there was a problem", the eighth check from outside), and 50 megapixels keep one upload's memory and
 * time in bounds (8,000 × 8,000 took 5 s and 180 MB). A camera's photo is 12 to 48.
 */
const MAX_SIDE = 16_383
const MAX_MEGAPIXELS = 50
const tooLarge = (width: number, height: number) =>
  w(
    `L’immagine è troppo grande (${width} × ${height} pixel): al massimo ${MAX_SIDE.toLocaleString('it-IT')} pixel per lato e ${MAX_MEGAPIXELS} megapixel. Riducila e caricala di nuovo`,
    `The picture is too large (${width} × ${height} pixels): at most ${MAX_SIDE.toLocaleString('en-GB')} pixels a side and ${MAX_MEGAPIXELS} megapixels. Make it smaller and upload it again`,
  )
const tooElongated = (width: number, height: number, scaled: number) =>
  w(
    `L’immagine è troppo allungata (${width} × ${height} pixel): per farne le misure del sito andrebbe ingrandita a ${scaled.toLocaleString('it-IT')} pixel di lato, oltre il massimo di ${MAX_SIDE.toLocaleString('it-IT')}. Ritagliala più vicina a un quadrato e caricala di nuovo`,
    `The picture is too elongated (${width} × ${height} pixels): making the site’s sizes from it would scale it to ${scaled.toLocaleString('en-GB')} pixels a side, over the limit of ${MAX_SIDE.toLocaleString('en-GB')}. Crop it closer to a square and upload it again`,
  )
const unreadable = w(
  'L’immagine non si può leggere: il file è danneggiato o incompleto',
  'The picture cannot be read: the file is damaged or incomplete',
)

/** Other names of the extension `file-type` gives a content. */
const sameExtension: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe', 'jfif'], tif: ['tiff'] }

/**
 * Whether a file's name says what its content is: its extension is the content's (or one of its other names), or it
 * has none. A document's name is what a customer's computer opens it by, and what the reserved area labels it with.
 */
export function nameFitsContent(name: string, contentExtension: string): boolean {
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || dot === name.length - 1) return true
  const own = name.slice(dot + 1).toLowerCase()
  return own === contentExtension || (sameExtension[contentExtension]?.includes(own) ?? false)
}

const misnamed = (name: string, content: string) => {
  const own = name.slice(name.lastIndexOf('.') + 1).toUpperCase()
  const kind = content.toUpperCase()
  return w(
    `Il nome «${name}» dice ${own}, ma il file è un ${kind}: carica il file giusto, oppure rinominalo in .${content} e caricalo di nuovo`,
    `The name “${name}” says ${own}, but the file is a ${kind}: upload the right file, or rename it to .${content} and upload it again`,
  )
}

/**
 * A file's name as its address can serve it: a percent sign, a backslash or a control character becomes a hyphen.
 * Payload keeps a name as given (it only drops a path before it), and its address escapes the `%`: `..%2fx.webp` was
 * stored, then every request for it decoded to a slash, which no file route serves (a 404 and a broken picture on
 * the page: the fifteenth check from outside).
 */
export const servableName = (name: string) => name.replace(/[%\\\u0000-\u001f\u007f]/g, '-')

/**
 * Refuses a file that is empty or whose content is not of the collection's kind, with a sentence in the admin's
 * language before Payload reads it: Payload's own refusals were English in the Italian admin and named a MIME type
 * ("File type text/plain (from extension jpg) is not allowed.", "SVG file contains potentially harmful content.";
 * the seventh check from outside). SVG is no picture here: the site draws every picture as WebP sizes.
 */
export const checkUploadedFile =
  (kind: keyof typeof accepted): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    const refuse = (message: string) => {
      throw new ValidationError({ errors: [{ path: 'file', message }] }, req.t)
    }
    if (!file.data?.length) refuse(inAdminLanguage(req, empty))
    file.name = servableName(file.name)
    const type = await fileTypeFromBuffer(file.data)
    if (!type || !(accepted[kind].types as readonly string[]).includes(type.mime)) {
      refuse(inAdminLanguage(req, accepted[kind].refused))
    }
    if (type?.mime === 'application/pdf' && !wholePdf(file.data)) refuse(inAdminLanguage(req, damagedPdf))
    // A picture saved as `listino.pdf` was offered to customers as "PDF, 201 kB", and no PDF reader opened what they
    // saved (the eighteenth check from outside). Pictures are made into WebP sizes anyway: only documents are checked.
    if (kind !== 'picture' && type && !nameFitsContent(file.name, type.ext)) {
      refuse(inAdminLanguage(req, misnamed(file.name, type.ext)))
    }
    // A document's type is its content's, and a name without an extension takes it: a PDF named `listino2027` came
    // with the browser's "application/octet-stream", which Payload refused in English ("Invalid file type"; the
    // twenty-fourth check from outside), and a customer's computer opens a saved file by its extension.
    if (kind !== 'picture' && type) {
      file.mimetype = type.mime
      const dot = file.name.lastIndexOf('.')
      if (dot <= 0 || dot === file.name.length - 1) file.name = `${file.name.replace(/\.$/, '')}.${type.ext}`
    }
    if (kind === 'picture') {
      // Read from the header only: nothing is decoded here.
      const { width, height } = await sharp(file.data, { limitInputPixels: false })
        .metadata()
        .catch(() => ({ width: undefined, height: undefined }))
      if (!width || !height) refuse(inAdminLanguage(req, unreadable))
      else if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_MEGAPIXELS * 1_000_000) {
        refuse(inAdminLanguage(req, tooLarge(width, height)))
      } else {
        // A 5000 × 100 banner was refused with "there was a problem" and a stack trace in the log (the thirtieth check
        // from outside): Payload scales it for a size of another shape beyond what its format holds.
        const scaled = largestScaledSide(width, height)
        if (scaled > MAX_SIDE) refuse(inAdminLanguage(req, tooElongated(width, height, scaled)))
      }
    }
    return args
  }
