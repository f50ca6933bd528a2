import type { Block } from 'payload'

/** A YouTube or Vimeo video; the site shows a consent placeholder until marketing cookies are accepted. */
export const VideoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)\//.test(value)
          ? true
          : 'A https YouTube or Vimeo address',
    },
    { name: 'title', type: 'text', required: true },
  ],
}
