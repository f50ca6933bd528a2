import type { Block } from 'payload'

import { inAdminLanguage, w } from '../admin-labels'

/** A YouTube or Vimeo video; the site shows a consent placeholder until marketing cookies are accepted. */
export const VideoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: w('Video', 'Video'), plural: w('Video', 'Videos') },
  fields: [
    {
      name: 'url',
      label: w('Link del video', 'Video link'),
      type: 'text',
      required: true,
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
        typeof value === 'string' && /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)\//.test(value)
          ? true
          : inAdminLanguage(req, w('Un indirizzo https di YouTube o Vimeo', 'A https YouTube or Vimeo address')),
    },
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true },
  ],
  // In Markdown (Payload's Markdown conversion, the seed's content files) a video is the line
  // <videoEmbed url="https://…" title="…" />
  jsx: {
    import: ({ props }) => ({ url: String(props.url ?? ''), title: String(props.title ?? '') }),
    export: ({ fields }) => ({ props: { url: fields.url, title: fields.title } }),
  },
}
