import type { TextBlock } from './types'

/** Lexical's serialized state for the seed's text blocks (what the admin's rich-text editor stores). */
type Node = Record<string, unknown>

const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }
const text = (value: string): Node => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (value: string): Node => ({ ...base, type: 'paragraph', textFormat: 0, children: [text(value)] })

function toNode(block: TextBlock, index: number): Node {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(block.text)
    case 'heading':
      return { ...base, type: 'heading', tag: `h${block.level}`, children: [text(block.text)] }
    case 'quote':
      return { ...base, type: 'quote', children: [text(block.text)] }
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul'
      return {
        ...base,
        type: 'list',
        listType: block.ordered ? 'number' : 'bullet',
        start: 1,
        tag,
        children: block.items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
      }
    }
    case 'video':
      return {
        type: 'block',
        version: 2,
        format: '',
        fields: { id: `video-${index}`, blockName: '', blockType: 'videoEmbed', url: block.url, title: block.title },
      }
  }
}

export function richText(blocks: TextBlock[]) {
  return { root: { ...base, type: 'root', children: blocks.map(toNode) } }
}

/** A rich-text value made of plain paragraphs. */
export function paragraphs(...texts: string[]) {
  return richText(texts.map((t) => ({ kind: 'paragraph' as const, text: t })))
}
