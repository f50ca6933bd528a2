import { describe, expect, it } from 'vitest'

import { richText } from '../../../seed/lexical'
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './read-time'

const words = (n: number) => Array.from({ length: n }, (_, i) => `parola${i}`).join(' ')

describe('read time (spec §2: articles show a read time in minutes)', () => {
  it('counts the words of paragraphs, headings, lists and quotes, not punctuation or embeds', () => {
    const state = richText([
      { kind: 'heading', text: 'Cinque regole', level: 2 },
      { kind: 'paragraph', text: 'L’amaro — servito bene — è un’arte.' },
      { kind: 'list', items: ['Uno due', 'tre'] },
      { kind: 'quote', text: 'Dal dolce all’amaro.' },
      { kind: 'video', url: 'https://www.youtube.com/watch?v=abc', title: 'Not counted at all' },
    ])
    // 2 + 5 (the dashes are not words) + 3 + 3
    expect(countWords(state)).toBe(13)
  })

  it('rounds up to whole minutes and never says zero', () => {
    expect(readingMinutes(null)).toBe(1)
    expect(readingMinutes(richText([{ kind: 'paragraph', text: words(WORDS_PER_MINUTE) }]))).toBe(1)
    expect(readingMinutes(richText([{ kind: 'paragraph', text: words(WORDS_PER_MINUTE + 1) }]))).toBe(2)
    expect(readingMinutes(richText([{ kind: 'paragraph', text: words(WORDS_PER_MINUTE * 4 + 30) }]))).toBe(5)
  })
})
