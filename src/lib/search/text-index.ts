import { foldText } from './fold-text'
import { type Postings, PostingsBuilder } from './postings'
import { fuzzyWords, lowerBound, prefixRange } from './word-list'

/**
 * A full-text index of one list of documents, in one language, and its query. Each field's words go to one of
 * two vocabularies, stemmed or kept as typed (codes, say), as inverted lists weighted by BM25. A query's typo
 * is corrected against the vocabulary first (sorted word lists walked as tries), then only the documents of
 * the words found are scored, in typed arrays reused from one query to the next. Every word of the query must
 * match, in any field; a document counts, for each word, its best match.
 */

/** Words are runs of letters and digits in any script: `Müller-Thurgau` is `muller` and `thurgau`. */
export const WORD = /[\p{L}\p{N}]+/gu

/** A completion (`gra` → `grappa`) counts less than the word itself, and less the more it adds. */
const prefixQuality = (typed: number, word: number) => 0.5 + (0.4 * typed) / word

/** BM25 with one occurrence: a match in a short field counts more than one in a long field. */
const K1 = 1.2
const B = 0.75

/** How a field is searched: its weight, and whether its words are kept as typed (codes) or stemmed. */
export type Field = { boost: number; verbatim?: boolean }

export type Stemmer = (word: string) => string

/** One list's index: its two vocabularies, the stemmed fields' words as written, and scratch space. */
export type TextIndex = {
  stemmed: Postings
  verbatim: Postings
  /** The words of the stemmed fields as written (folded), sorted, and the place of each one's stem in `stemmed`. */
  written: string[]
  writtenStem: Int32Array
  /** The most one word can weigh in one field. */
  maxWeight: number
  /** Each document's place in the tie order: equal scores list in that order. */
  rank: Int32Array
  /** Per-query scratch, left zeroed after each query (a query runs to its end without yielding). */
  score: Float64Array
  best: Float64Array
  matched: Uint8Array
  candidates: Int32Array
  touched: Int32Array
}

export function buildTextIndex(
  fields: Field[],
  texts: (doc: number, field: number) => string,
  size: number,
  stem: Stemmer,
  rank: Int32Array,
): TextIndex {
  const stemmed = new PostingsBuilder()
  const verbatim = new PostingsBuilder()
  const lengths = fields.map(() => new Uint16Array(size))
  const stems = new Map<string, string>()
  for (let doc = 0; doc < size; doc++) {
    for (let f = 0; f < fields.length; f++) {
      const words = foldText(texts(doc, f)).match(WORD) ?? []
      lengths[f][doc] = Math.min(words.length, 0xffff)
      for (const word of words) {
        if (fields[f].verbatim) {
          verbatim.add(word, doc, f)
          continue
        }
        let root = stems.get(word)
        if (root === undefined) stems.set(word, (root = stem(word)))
        stemmed.add(root, doc, f)
      }
    }
  }
  let maxWeight = 0
  const weights = fields.map(({ boost }, f) => {
    let total = 0
    for (const length of lengths[f]) total += length
    const average = Math.max(1, total / Math.max(1, size))
    const weight = Float32Array.from(
      lengths[f],
      (length) => (boost * (K1 + 1)) / (1 + K1 * (1 - B + (B * length) / average)),
    )
    for (const w of weight) maxWeight = Math.max(maxWeight, w)
    return weight
  })
  const stemmedPostings = stemmed.build(weights)
  // The default sort compares UTF-16 code units, as the word list's searches do.
  const written = [...stems.keys()].sort()
  return {
    stemmed: stemmedPostings,
    verbatim: verbatim.build(weights),
    written,
    writtenStem: Int32Array.from(written, (word) => lowerBound(stemmedPostings.words, stems.get(word)!)),
    maxWeight,
    rank,
    score: new Float64Array(size),
    best: new Float64Array(size),
    matched: new Uint8Array(size),
    candidates: new Int32Array(size),
    touched: new Int32Array(size),
  }
}

/** One typed word: as typed (for codes and typos), stemmed (for text), and the most typos it may carry. */
export type QueryWord = { typed: string; stem: string; tolerance: number }

/**
 * Words of one vocabulary matched by a typed word: a run of neighbours [from, to) in the sorted list. The
 * exact word and the completions of a prefix are one run (`typos` 0); a word found despite typos is a run of
 * one.
 */
type WordMatch = { postings: Postings; from: number; to: number; typed: number; typos: number }

const hasWord = ({ words }: Postings, word: string) => words[lowerBound(words, word)] === word

const occurrences = ({ postings, from, to }: WordMatch) => postings.start[to] - postings.start[from]

/** The exact word and its completions in `postings`, then, within `typos`, the words `near` finds. */
function matchWord(
  postings: Postings,
  term: string,
  typos: number,
  into: WordMatch[],
  near: (found: (word: number, distance: number) => void) => void,
) {
  if (!postings.words.length) return
  const [from, to] = prefixRange(postings.words, term)
  if (from < to) into.push({ postings, from, to, typed: term.length, typos: 0 })
  if (!typos) return
  // The fewest typos to each word; words already matched as completions count as those.
  const nearest = new Map<number, number>()
  near((w, distance) => {
    const seen = nearest.get(w)
    if ((w < from || w >= to) && (seen === undefined || distance < seen)) nearest.set(w, distance)
  })
  for (const [w, distance] of nearest) into.push({ postings, from: w, to: w + 1, typed: term.length, typos: distance })
}

/**
 * The best documents holding every word of the search, each word in any field (exactly, as a completion,
 * or within its tolerance when `tolerance` allows typos). A document scores, for each word, its best match.
 *
 * How a word matched comes first, whatever the field: the word itself (or a word of the same stem) before a
 * completion of it, a completion before a word with one typo, one typo before two. Only among matches of one
 * kind does the field's weight decide. Typos count on the words as written or on their stems, whichever is
 * fewer: `amro` is one typo from the written `amaro` although their stems `amro` and `amar` are two apart, and
 * `alpino` one from `alpi` by their stems `alpin` and `alpi`.
 */
export function findDocuments(index: TextIndex, query: QueryWord[], tolerance: number, limit: number): number[] {
  const perWord = query.map((word) => {
    const matches: WordMatch[] = []
    // Typos are corrected against the vocabulary: a word it holds as typed is taken as meant.
    const known = hasWord(index.stemmed, word.stem) || hasWord(index.verbatim, word.typed)
    const typos = known ? 0 : Math.min(tolerance, word.tolerance)
    matchWord(index.stemmed, word.stem, typos, matches, (found) => {
      fuzzyWords(index.stemmed.words, word.stem, typos, found)
      fuzzyWords(index.written, word.typed, typos, (w, distance) => found(index.writtenStem[w], distance))
    })
    matchWord(index.verbatim, word.typed, typos, matches, (found) =>
      fuzzyWords(index.verbatim.words, word.typed, typos, found),
    )
    return { matches, postings: matches.reduce((sum, match) => sum + occurrences(match), 0) }
  })
  if (perWord.some((word) => !word.matches.length)) return []
  // The rarest word first: its documents are the candidates the others can only narrow.
  perWord.sort((a, b) => a.postings - b.postings)

  // A word's value is its kind of match in steps (exact `tolerance + 2`, completion `tolerance + 1`, then one
  // less per typo, never below 1) plus its field's weight; a step outweighs the weights of every word of the
  // query together, so a document's sum orders first by how its words matched, then by where.
  const step = 2 * index.maxWeight * perWord.length
  const exact = (tolerance + 2) * step
  const completion = (tolerance + 1) * step
  const { score, best, matched, candidates } = index
  let count = 0
  for (let n = 0; n < perWord.length; n++) {
    // The first word's documents are the candidates; a later word keeps those it matches too.
    const touched = n === 0 ? candidates : index.touched
    let found = 0
    for (const match of perWord[n].matches) {
      const { words, start, docs, weight } = match.postings
      for (let w = match.from; w < match.to; w++) {
        const length = words[w].length
        const kind = match.typos ? completion - match.typos * step : length === match.typed ? exact : completion
        const quality = match.typos || length === match.typed ? 1 : prefixQuality(match.typed, length)
        for (let p = start[w], end = start[w + 1]; p < end; p++) {
          const doc = docs[p]
          if (matched[doc] !== n) continue
          const value = kind + quality * weight[p]
          if (value > best[doc]) {
            if (best[doc] === 0) touched[found++] = doc
            best[doc] = value
          }
        }
      }
    }
    for (let t = 0; t < found; t++) {
      const doc = touched[t]
      matched[doc] = n + 1
      score[doc] += best[doc]
      best[doc] = 0
    }
    if (n === 0) count = found
  }

  const top = topDocuments(index, candidates.subarray(0, count), perWord.length, limit)
  for (let c = 0; c < count; c++) {
    matched[candidates[c]] = 0
    score[candidates[c]] = 0
  }
  return top
}

/** The `limit` best of the candidates that matched every word: by score, then in tie order. */
function topDocuments(index: TextIndex, candidates: Int32Array, words: number, limit: number): number[] {
  const { score, rank, matched } = index
  const worse = (a: number, b: number) => score[a] < score[b] || (score[a] === score[b] && rank[a] > rank[b])
  // A min-heap of the best so far, the worst at its root.
  const heap: number[] = []
  const siftDown = (at: number) => {
    for (;;) {
      const left = 2 * at + 1
      const right = left + 1
      let worst = at
      if (left < heap.length && worse(heap[left], heap[worst])) worst = left
      if (right < heap.length && worse(heap[right], heap[worst])) worst = right
      if (worst === at) return
      ;[heap[at], heap[worst]] = [heap[worst], heap[at]]
      at = worst
    }
  }
  for (const doc of candidates) {
    if (matched[doc] !== words) continue
    if (heap.length < limit) {
      heap.push(doc)
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >>> 1
        if (!worse(heap[at], heap[parent])) break
        ;[heap[at], heap[parent]] = [heap[parent], heap[at]]
        at = parent
      }
    } else if (worse(heap[0], doc)) {
      heap[0] = doc
      siftDown(0)
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
}
