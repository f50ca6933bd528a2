import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { locales } from '@/i18n/locales'

import { filesForAnyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { acceptedTypes, checkUploadedFile } from '../hooks/uploaded-file'
import { readInLanguage } from '../read-in-language'
import { publicFileHeaders, uploadFolder } from '../uploads'

/**
 * A PDF a catalogue needs (its required file, in either language) is not deleted. The database refused the delete
 * ("An unknown error occurred.") after Payload had already removed the file, so the catalogue linked a 404 (the
 * fourth check from outside); the editor is now told which catalogues use it, before anything is removed.
 */
const keepCataloguePdf: CollectionBeforeDeleteHook = async ({ req, id }) => {
  // By catalogue, its title in the first language that has the file.
  const titles = new Map<string | number, string>()
  for (const locale of locales) {
    const { docs } = await readInLanguage(req, () =>
      req.payload.find({
        collection: 'catalogues',
        where: { pdf: { equals: id } },
        locale,
        depth: 0,
        limit: 5,
        pagination: false,
        overrideAccess: true,
        req,
      }),
    )
    for (const doc of docs) if (!titles.has(doc.id)) titles.set(doc.id, `«${doc.title}»`)
  }
  if (!titles.size) return
  const names = [...titles.values()].slice(0, 5).join(', ')
  const count = titles.size
  refuseDelete(
    req,
    w(
      `Questo PDF è il file di ${count === 1 ? 'un catalogo' : `${count} cataloghi`} (${names}): scegli un altro PDF nel catalogo, o elimina il catalogo, prima.`,
      `This PDF is the file of ${count === 1 ? 'a catalogue' : `${count} catalogues`} (${names}): choose another PDF in the catalogue, or delete the catalogue, first.`,
    ),
    { catalogues: count },
  )
}

/**
 * The PDF of the simplified sales conditions (the site settings, per language) is not deleted either: it went without a
 * word, and the Italian page then offered the English file (the twenty-sixth check from outside).
 */
const keepSalesConditionsPdf: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const using: string[] = []
  for (const locale of locales) {
    const settings = await readInLanguage(req, () =>
      req.payload.findGlobal({
        slug: 'site-settings',
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
        req,
      }),
    )
    const pdf = settings.salesConditionsPdf
    if (String(typeof pdf === 'object' && pdf !== null ? pdf.id : pdf) === String(id)) using.push(locale.toUpperCase())
  }
  if (!using.length) return
  const languages = using.join(', ')
  refuseDelete(
    req,
    w(
      `Questo PDF è quello delle condizioni di vendita (${languages}) nelle Impostazioni del sito: scegli lì un altro PDF, prima.`,
      `This PDF is the sales conditions' (${languages}) in the Site settings: choose another PDF there first.`,
    ),
    { siteSettings: using.length },
  )
}

/**
 * Public PDFs: catalogues, the simplified sales conditions, a text's attachments. Their files are anyone's (the pages
 * link them), their records only editors': the list was anyone's, and named every PDF with its address, those of
 * drafts, of reserved articles and of catalogues not yet out included (the twenty-sixth check from outside). A file
 * for trade customers only goes into the reserved area's downloads, which the list's description says.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: collectionLabels['documents'],
  // The list's columns: without them Payload showed the storage's own fields (`prefix`, `_objectKey`), and a
  // catalogue's two PDFs under one title (the twenty-third check from outside); the file's name tells them apart.
  admin: {
    group: adminGroups.files,
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'],
    description: w(
      'PDF pubblici: chi ha l’indirizzo del file lo scarica senza accedere. Un file per i soli clienti va in «File da scaricare» (Area riservata).',
      'Public PDFs: anyone with the file’s address downloads it without signing in. A file for customers only goes into «Downloads» (Reserved area).',
    ),
  },
  access: { read: filesForAnyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    ...revalidateCollection('documents'),
    beforeOperation: [checkUploadedFile('pdf')],
    beforeDelete: [keepSalesConditionsPdf, keepCataloguePdf],
  },
  upload: { ...uploadFolder('documents'), modifyResponseHeaders: publicFileHeaders, mimeTypes: acceptedTypes('pdf') },
  fields: [{ name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true }],
}
