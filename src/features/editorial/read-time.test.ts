import { describe, expect, it } from 'vitest'

import { countWords, readingMinutes, WORDS_PER_MINUTE } from './read-time'

const words = (n: number) => Array.from({ length: n }, (_, i) => `parola${i}`).join(' ')

/** Lexical's serialized state, as the CMS stores it, reduced to what the count reads: types, texts, children. */
type Node = { type: string; text?: string; children?: Node[]; fields?: Record<string, unknown> }
const text = (value: string): Node => ({ type: 'text', text: value })
const element = (type: string, ...children: Node[]): Node => ({ type, children })
const state = (...children: Node[]) => ({ root: element('root', ...children) })
const paragraph = (value: string) => element('paragraph', text(value))

describe('read time: articles show how many minutes they take to read', () => {
  it('counts the words of paragraphs, headings, lists and quotes, not punctuation or embeds', () => {
    const article = state(
      element('heading', text('Cinque regole')),
      paragraph('L’amaro — servito bene — è un’arte.'),
      element('list', element('listitem', text('Uno due')), element('listitem', text('tre'))),
      element('quote', text('Dal dolce all’amaro.')),
      {
        type: 'block',
        fields: { blockType: 'videoEmbed', url: 'https://www.youtube.com/watch?v=abc', title: 'Not counted at all' },
      },
    )
    // 2 + 5 (the dashes are not words) + 3 + 3
    expect(countWords(article)).toBe(13)
  })

  it('rounds up to whole minutes and never says zero', () => {
    expect(readingMinutes(null)).toBe(1)
    expect(readingMinutes(state(paragraph(words(WORDS_PER_MINUTE))))).toBe(1)
    expect(readingMinutes(state(paragraph(words(WORDS_PER_MINUTE + 1))))).toBe(2)
    expect(readingMinutes(state(paragraph(words(WORDS_PER_MINUTE * 4 + 30))))).toBe(5)
  })
})
