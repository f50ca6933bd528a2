import { fileTypeFromBuffer } from 'file-type'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { inAdminLanguage, w } from '../admin-labels'

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
} as const

const empty = w('Il file è vuoto: scegline un altro', 'The file is empty: choose another one')

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
    const type = await fileTypeFromBuffer(file.data)
    if (!type || !(accepted[kind].types as readonly string[]).includes(type.mime)) {
      refuse(inAdminLanguage(req, accepted[kind].refused))
    }
    return args
  }
