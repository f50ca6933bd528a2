import 'server-only'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { fileTypeLabel } from './files'

/*
 * The reserved area's own collections. Read per request, never cached (the reserved layout is dynamic), with
 * the local API's full access: the login guard decides who sees these pages, the CMS's REST API keeps its own
 * rules. Neither collection has drafts: every document is live. Reserved articles are read through the
 * editorial queries, which never cache a reserved section.
 */

/** More than editors will ever list on one page; both lists are short by nature (about a dozen entries). */
const MAX_ENTRIES = 200

export type Book = {
  id: number
  title: string
  authors: string
  publisher: string
  year: number | null
  note: string
}

export type Download = {
  id: number
  /** The file's address in the reserved area (`/reserved-area/download/{code}/`). */
  code: string
  title: string
  description: string
  /** PDF, XLSX…: what the file is, as people name it. */
  type: string
  bytes: number
  /** The language the document is written in (`both`: Italian and English). */
  language: 'it' | 'en' | 'both'
}

/** The bibliography of "The wine", in the editors' order. */
export async function listBibliography(locale: Locale, limit = MAX_ENTRIES): Promise<Book[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'bibliography',
    sort: ['order', 'title'],
    limit,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  return docs.map((d) => ({
    id: d.id,
    title: d.title,
    authors: d.authors,
    publisher: d.publisher ?? '',
    year: d.year ?? null,
    note: d.note ?? '',
  }))
}

/** The files of "Download", in the editors' order; their bytes come only from the guarded download route. */
export async function listDownloads(locale: Locale): Promise<Download[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'downloads',
    sort: ['order', 'title'],
    limit: MAX_ENTRIES,
    depth: 0,
    locale,
    overrideAccess: true,
    select: {
      code: true,
      title: true,
      description: true,
      filename: true,
      filesize: true,
      mimeType: true,
      language: true,
    },
  })
  return docs.map((d) => ({
    id: d.id,
    code: d.code,
    title: d.title,
    description: d.description ?? '',
    type: fileTypeLabel(d),
    bytes: d.filesize ?? 0,
    language: d.language ?? 'it',
  }))
}
