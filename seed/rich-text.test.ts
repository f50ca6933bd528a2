import { describe, expect, it } from 'vitest'

import config from '@payload-config'

import { markdownToRichText, richTextEditor } from './rich-text'

const editor = richTextEditor(await config)

type Node = {
  type: string
  tag?: string
  listType?: string
  text?: string
  format?: number
  children?: Node[]
  fields?: Record<string, unknown>
}
const children = (markdown: string) => (markdownToRichText(markdown, editor).root as unknown as Node).children ?? []
const texts = (node: Node): string[] =>
  node.type === 'text' ? [node.text ?? ''] : (node.children ?? []).flatMap(texts)

/** Every construct the seed's texts use, as an editor would write it. */
const sample = `Un paragrafo con l’apostrofo tipografico, “virgolette” e 3 giorni lavorativi.

## Un titolo

### Un sottotitolo

- Prima voce
- Seconda voce

1. Primo passo
2. Secondo passo

> Una citazione.

<videoEmbed url="https://www.youtube.com/watch?v=vRm0uThT0r1" title="Il vermouth al banco: tre modi di servirlo" />

Ultimo paragrafo.`

describe('Markdown to the CMS rich text (Payload’s conversion with the site’s editor)', () => {
  it('turns each construct into the node the editor stores', () => {
    const nodes = children(sample)
    expect(nodes.map((n) => [n.type, n.listType ?? n.tag ?? ''])).toEqual([
      ['paragraph', ''],
      ['heading', 'h2'],
      ['heading', 'h3'],
      ['list', 'bullet'],
      ['list', 'number'],
      ['quote', ''],
      ['block', ''],
      ['paragraph', ''],
    ])
    expect(texts(nodes[0])).toEqual(['Un paragrafo con l’apostrofo tipografico, “virgolette” e 3 giorni lavorativi.'])
    expect(texts(nodes[1])).toEqual(['Un titolo'])
    expect(texts(nodes[2])).toEqual(['Un sottotitolo'])
    expect(nodes[3].tag).toBe('ul')
    expect(nodes[3].children?.map((item) => [item.type, ...texts(item)])).toEqual([
      ['listitem', 'Prima voce'],
      ['listitem', 'Seconda voce'],
    ])
    expect(nodes[4].tag).toBe('ol')
    expect(nodes[4].children?.map((item) => [item.type, ...texts(item)])).toEqual([
      ['listitem', 'Primo passo'],
      ['listitem', 'Secondo passo'],
    ])
    expect(texts(nodes[5])).toEqual(['Una citazione.'])
    expect(texts(nodes[7])).toEqual(['Ultimo paragrafo.'])
    // Plain text throughout: no bold, italics or links made up along the way.
    for (const node of nodes) for (const t of node.children ?? []) if (t.type === 'text') expect(t.format).toBe(0)
  })

  it('keeps a video as the video block, its address and title intact', () => {
    const video = children(sample)[6]
    expect(video.fields).toEqual({
      id: 'videoEmbed-6',
      blockType: 'videoEmbed',
      url: 'https://www.youtube.com/watch?v=vRm0uThT0r1',
      title: 'Il vermouth al banco: tre modi di servirlo',
    })
  })

  it('gives the same state for the same text, block ids included', () => {
    expect(markdownToRichText(sample, editor)).toEqual(markdownToRichText(sample, editor))
  })
})
