/** Words a reader gets through in a minute of attentive reading, in Italian and in English alike. */
export const WORDS_PER_MINUTE = 200

type LexicalNode = { type?: string; text?: unknown; children?: unknown; fields?: unknown }

/** Every word of a rich text's text nodes, headings, lists and quotes included (not the embeds' titles). */
export function countWords(state: { root?: unknown } | null | undefined): number {
  let words = 0
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as LexicalNode
    if (n.type === 'text' && typeof n.text === 'string')
      words += n.text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    if (Array.isArray(n.children)) for (const child of n.children) visit(child)
  }
  visit(state?.root)
  return words
}

/** An article's read time in whole minutes, shown with it: at least one. */
export function readingMinutes(state: { root?: unknown } | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(state) / WORDS_PER_MINUTE))
}
