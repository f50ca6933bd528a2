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
  // In Markdown (Payload's Markdown conversion, the seed's content files) a video is the line
  // <videoEmbed url="https://…" title="…" />
  jsx: {
    import: ({ props }) => ({ url: String(props.url ?? ''), title: String(props.title ?? '') }),
    export: ({ fields }) => ({ props: { url: fields.url, title: fields.title } }),
  },
}
