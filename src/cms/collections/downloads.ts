import type { CollectionConfig } from 'payload'

import { editorOrCustomer, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { codeField } from '../fields/code'
import { orderField } from '../fields/order'
import { revalidateCollection } from '../hooks/revalidate'
import { acceptedTypes, checkUploadedFile } from '../hooks/uploaded-file'
import { uploadFolder } from '../uploads'

/** The languages a reserved file can be written in; a file in both is marked as such. */
export const downloadLanguages = ['it', 'en', 'both'] as const

const languageLabels = {
  it: w('Italiano', 'Italian'),
  en: w('Inglese', 'English'),
  both: w('Italiano e inglese', 'Italian and English'),
} as const

/** Reserved-area downloads: files only trade customers (and editors) can read. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: collectionLabels['downloads'],
  admin: { group: adminGroups.reserved, useAsTitle: 'title' },
  access: { read: editorOrCustomer, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { ...revalidateCollection('downloads'), beforeOperation: [checkUploadedFile('download')] },
  upload: { ...uploadFolder('downloads'), mimeTypes: acceptedTypes('download') },
  defaultSort: 'order',
  fields: [
    codeField('downloads', false),
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
    { name: 'description', label: w('Descrizione', 'Description'), type: 'textarea', localized: true },
    {
      name: 'language',
      label: w('Lingua del file', 'Language of the file'),
      type: 'select',
      required: true,
      defaultValue: 'it',
      options: downloadLanguages.map((value) => ({ label: languageLabels[value], value })),
      admin: {
        description: w(
          'La lingua del documento: sulla pagina nell’altra lingua il file è segnato come tale',
          'The language the document is written in: the page in the other language marks the file as such',
        ),
      },
    },
    orderField(),
  ],
}
