import {
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

/**
 * The seed's texts are Markdown (seed/content); the CMS stores Lexical's serialized state. The conversion is
 * Payload's own, with the editor of the CMS as configured: its features decide what the Markdown becomes
 * (headings, lists, quotes, links…) and its blocks read their own tags (a video is
 * `<videoEmbed url="…" title="…" />`, src/cms/blocks/video-embed.ts).
 */

export type RichTextEditor = SanitizedServerEditorConfig
export type RichText = ReturnType<typeof convertMarkdownToLexical>

/** The editor of the articles' body: every rich-text field of the site uses the root editor of the config. */
export function richTextEditor(config: SanitizedConfig): RichTextEditor {
  const articles = config.collections.find((c) => c.slug === 'articles')
  const body = articles?.fields.find((f) => 'name' in f && f.name === 'body')
  if (!body || body.type !== 'richText') throw new Error('seed: the articles collection has no rich-text body')
  return editorConfigFactory.fromField({ field: body })
}

type Node = { type?: string; fields?: Record<string, unknown>; children?: Node[] }

/**
 * Markdown to the state the CMS stores. Payload gives each block a fresh random id; here a block's id is its
 * type and its place in the text (`videoEmbed-3`), so the same text makes the same state on every run.
 */
export function markdownToRichText(markdown: string, editor: RichTextEditor): RichText {
  const state = convertMarkdownToLexical({ editorConfig: editor, markdown })
  const children = (state.root as { children?: Node[] }).children ?? []
  children.forEach((node, index) => {
    if (node.type === 'block' && node.fields)
      node.fields = { ...node.fields, id: `${String(node.fields.blockType)}-${index}` }
  })
  return state
}
