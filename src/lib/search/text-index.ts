import { foldText } from './fold-text'
import { type Postings, PostingsBuilder } from './postings'
import { fuzzyWords, lowerBound, prefixRange } from './word-list'

/**
 * A full-text index of one list of documents, in one language, and its query. Each field's words go to one of
 * two vocabularies, stemmed or kept as typed (codes, say), as inverted lists weighted by BM25.
 * A query's typo is corrected against the vocabulary first (a sorted word list walked as a trie), then only
 * the documents of the words found are scored, in typed arrays reused from one query to the next. Every word
 * of the query must match, in any field; a document counts, for each word, its best match.
 */

/** Words are runs of letters and digits in any script: `Müller-Thurgau` is `muller` and `thurgau`. */
export const WORD = /[\p{L}\p{N}]+/gu

/** How much a matched word counts, by how it matched the typed one. */
const EXACT = 1
/** A completion (`gra` → `grappa`) counts less, and less the more it adds. */
const prefixQuality = (typed: number, word: number) => 0.5 + (0.4 * typed) / word
/** A word one or two edits away counts less than any exact word or completion. */
const FUZZY_QUALITY = [EXACT, 0.45, 0.3]

/** BM25 with one occurrence: a match in a short field counts more than one in a long field. */
const K1 = 1.2
const B = 0.75

/** How a field is searched: its weight, and whether its words are kept as typed (codes) or stemmed. */
export type Field = { boost: number; verbatim?: boolean }

export type Stemmer = (word: string) => string

/** One list's index: its two vocabularies, and scratch space. */
export type TextIndex = {
  stemmed: Postings
  verbatim: Postings
  /** Each document's place in the tie order (title order): equal scores list alphabetically. */
  rank: Int32Array
  /** Per-query scratch, left zeroed after each query (a query runs to its end without yielding). */
  score: Float64Array
  best: Float32Array
  matched: Uint8Array
  candidates: Int32Array
  touched: Int32Array
}

export function buildTextIndex(fields: Field[], texts: (doc: number, field: number) => string, size: number, stem: Stemmer, rank: Int32Array): TextIndex {
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
  const weights = fields.map(({ boost }, f) => {
    let total = 0
    for (const length of lengths[f]) total += length
    const average = Math.max(1, total / Math.max(1, size))
    return Float32Array.from(lengths[f], (length) => (boost * (K1 + 1)) / (1 + K1 * (1 - B + (B * length) / average)))
  })
  return {
    stemmed: stemmed.build(weights),
    verbatim: verbatim.build(weights),
    rank,
    score: new Float64Array(size),
    best: new Float32Array(size),
    matched: new Uint8Array(size),
    candidates: new Int32Array(size),
    touched: new Int32Array(size),
  }
}

/** One typed word: as typed (for codes), stemmed (for text), and the most typos it may carry. */
export type QueryWord = { typed: string; stem: string; tolerance: number }

/**
 * Words of one vocabulary matched by a typed word: a run of neighbours [from, to) in the sorted list. The
 * completions of a prefix are one run (each counting by its length); a word found despite typos is a run of
 * one, counting `quality`.
 */
type WordMatch = { postings: Postings; from: number; to: number; typed: number; quality?: number }

const hasWord = ({ words }: Postings, word: string) => words[lowerBound(words, word)] === word

const occurrences = ({ postings, from, to }: WordMatch) => postings.start[to] - postings.start[from]

function matchWord(postings: Postings, term: string, tolerance: number, into: WordMatch[]) {
  const { words } = postings
  if (!words.length) return
  const [from, to] = prefixRange(words, term)
  if (from < to) into.push({ postings, from, to, typed: term.length })
  if (tolerance) {
    fuzzyWords(words, term, tolerance, (w, distance) => {
      if (w < from || w >= to) into.push({ postings, from: w, to: w + 1, typed: term.length, quality: FUZZY_QUALITY[distance] })
    })
  }
}

/**
 * The best documents holding every word of the search, each word in any field (exactly, as a completion,
 * or within its tolerance when `tolerance` allows typos). A document scores, for each word, its best match:
 * how well the word matched times the field's weight.
 */
export function findDocuments(index: TextIndex, query: QueryWord[], tolerance: number, limit: number): number[] {
  const perWord = query.map((word) => {
    const matches: WordMatch[] = []
    // Typos are corrected against the vocabulary: a word it holds as typed is taken as meant.
    const known = hasWord(index.stemmed, word.stem) || hasWord(index.verbatim, word.typed)
    const typos = known ? 0 : Math.min(tolerance, word.tolerance)
    matchWord(index.stemmed, word.stem, typos, matches)
    matchWord(index.verbatim, word.typed, typos, matches)
    return { matches, postings: matches.reduce((sum, match) => sum + occurrences(match), 0) }
  })
  if (perWord.some((word) => !word.matches.length)) return []
  // The rarest word first: its documents are the candidates the others can only narrow.
  perWord.sort((a, b) => a.postings - b.postings)

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
        const quality = match.quality ?? (length === match.typed ? EXACT : prefixQuality(match.typed, length))
        for (let p = start[w], end = start[w + 1]; p < end; p++) {
          const doc = docs[p]
          if (matched[doc] !== n) continue
          const value = quality * weight[p]
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
      for (let at = heap.length - 1; at > 0; ) {
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
