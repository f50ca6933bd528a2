/**
 * A sorted word list searched as a dictionary: exact words, completions of a prefix, and words a few typos away
 * (the vocabulary side of `text-index.ts`).
 */

/** The first index in `words` (sorted) at or after which every word is ≥ `key`, from `from` on. */
export function lowerBound(words: string[], key: string, from = 0): number {
  let lo = from
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (words[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The least string greater than every string starting with `prefix`. */
const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)

/** The words of the sorted list that start with `term` (the term itself first, when present): [from, to). */
export function prefixRange(words: string[], term: string): [number, number] {
  const from = lowerBound(words, term)
  return [from, lowerBound(words, afterPrefix(term), from)]
}

/**
 * Calls `found` for every word of the sorted list within `tolerance` edits (Levenshtein) of `term`. The list
 * is walked as a trie: words sharing a prefix share the rows of the edit-distance table for it, and a prefix
 * whose row is over the tolerance everywhere can only lead further away, so every word starting with it is
 * skipped at once. That keeps a pass over 100,000 product codes to a few hundred rows.
 */
export function fuzzyWords(
  words: string[],
  term: string,
  tolerance: number,
  found: (word: number, distance: number) => void,
) {
  const m = term.length
  const width = m + 1
  // Past this depth every row is over the tolerance (a row's least value is at least depth - m).
  const maxDepth = m + tolerance + 1
  const rows = new Uint16Array((maxDepth + 1) * width)
  for (let j = 0; j <= m; j++) rows[j] = j
  let previous = ''
  let valid = 0
  let i = 0
  while (i < words.length) {
    const word = words[i]
    // Rows up to `depth` were computed for the previous word and hold for this one.
    let depth = 0
    const shared = Math.min(valid, word.length)
    while (depth < shared && word.charCodeAt(depth) === previous.charCodeAt(depth)) depth++
    const end = Math.min(word.length, maxDepth)
    let dead = 0
    for (let d = depth + 1; d <= end && !dead; d++) {
      const c = word.charCodeAt(d - 1)
      const row = d * width
      const above = row - width
      rows[row] = d
      let least = d
      for (let j = 1; j <= m; j++) {
        const cost = rows[above + j - 1] + (term.charCodeAt(j - 1) === c ? 0 : 1)
        const value = Math.min(cost, rows[above + j] + 1, rows[row + j - 1] + 1)
        rows[row + j] = value
        if (value < least) least = value
      }
      if (least > tolerance) dead = d
    }
    previous = word
    if (dead) {
      valid = dead
      i = lowerBound(words, afterPrefix(word.slice(0, dead)), i + 1)
      continue
    }
    valid = end
    const distance = rows[word.length * width + m]
    if (distance <= tolerance) found(i, distance)
    i++
  }
}
