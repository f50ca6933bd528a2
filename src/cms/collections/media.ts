import type { CollectionConfig } from 'payload'

import { filesForAnyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { revalidateCollection } from '../hooks/revalidate'
import { checkUploadedFile } from '../hooks/uploaded-file'
import { pictureSizes, webp } from '../picture-sizes'
import { publicFileHeaders, uploadFolder } from '../uploads'

/**
 * Pictures: bottles, labels, covers, portraits, banners, stored as WebP with the sizes of `pictureSizes`.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: collectionLabels['media'],
  // The list's columns: without them Payload showed the storage's own fields (`prefix`, `_objectKey`: the twenty-third
  // check from outside).
  admin: { group: adminGroups.files, useAsTitle: 'alt', defaultColumns: ['alt', 'filename', 'filesize', 'updatedAt'] },
  access: { read: filesForAnyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { ...revalidateCollection('media'), beforeOperation: [checkUploadedFile('picture')] },
  upload: {
    ...uploadFolder('media'),
    modifyResponseHeaders: publicFileHeaders,
    mimeTypes: ['image/*'],
    formatOptions: webp,
    imageSizes: pictureSizes,
    adminThumbnail: 'cardSmall',
  },
  fields: [
    { name: 'alt', label: w('Testo alternativo', 'Alt text'), type: 'text', localized: true, required: true },
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', localized: true },
  ],
}
