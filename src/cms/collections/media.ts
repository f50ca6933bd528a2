import type { CollectionConfig } from 'payload'

import { filesForAnyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { revalidateCollection } from '../hooks/revalidate'
import { checkUploadedFile } from '../hooks/uploaded-file'
import { publicFileHeaders, uploadFolder } from '../uploads'

// WebP at effort 2 of 6: 40 % faster to encode than the default for 4 % more bytes (measured on the seed's
// bottles), which matters when the seed uploads 400 of them.
const webp = { format: 'webp' as const, options: { quality: 82, effort: 2 } }

/**
 * Pictures: bottles, labels, covers, portraits, banners. Sizes: cards 300x366 (small 150x183)
 * and banners 640x662 (small 320x331), each at 1x and 2x, WebP. A small size at 2x is its large size at 1x
 * (150x183 @2x = 300x366), so it is not encoded twice.
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
    imageSizes: [
      { name: 'card', width: 300, height: 366, formatOptions: webp },
      { name: 'card2x', width: 600, height: 732, formatOptions: webp },
      { name: 'cardSmall', width: 150, height: 183, formatOptions: webp },
      { name: 'banner', width: 640, height: 662, formatOptions: webp },
      { name: 'banner2x', width: 1280, height: 1324, formatOptions: webp },
      { name: 'bannerSmall', width: 320, height: 331, formatOptions: webp },
    ],
    adminThumbnail: 'cardSmall',
  },
  fields: [
    { name: 'alt', label: w('Testo alternativo', 'Alt text'), type: 'text', localized: true, required: true },
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', localized: true },
  ],
}
