import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'

/** Pictures: bottles, labels, covers, portraits. Sizes follow spec §3 (cards and banners, 1x and 2x). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'card', width: 300, height: 366, formatOptions: { format: 'webp' } },
      { name: 'card2x', width: 600, height: 732, formatOptions: { format: 'webp' } },
      { name: 'cardSmall', width: 150, height: 183, formatOptions: { format: 'webp' } },
      { name: 'cardSmall2x', width: 300, height: 366, formatOptions: { format: 'webp' } },
      { name: 'banner', width: 640, height: 662, formatOptions: { format: 'webp' } },
      { name: 'banner2x', width: 1280, height: 1324, formatOptions: { format: 'webp' } },
      { name: 'bannerSmall', width: 320, height: 331, formatOptions: { format: 'webp' } },
      { name: 'bannerSmall2x', width: 640, height: 662, formatOptions: { format: 'webp' } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
