/**
 * A sorted vocabulary and, for each word `w`, the documents holding it in ascending order
 * (`docs[start[w]] … docs[start[w + 1] - 1]`) with, beside each, the weight of the best field it is in
 * there (the field's boost, less for a long field: BM25 with one occurrence).
 */
export type Postings = { words: string[]; start: Int32Array; docs: Int32Array; weight: Float32Array }

/** Collects (word, document, field) occurrences in flat arrays, then sorts them into postings. */
export class PostingsBuilder {
  private ids = new Map<string, number>()
  private count = 0
  private wordOf = new Int32Array(1024)
  private docOf = new Int32Array(1024)
  private fieldOf = new Uint8Array(1024)

  /** Documents must come in ascending order. */
  add(word: string, doc: number, field: number) {
    let id = this.ids.get(word)
    if (id === undefined) this.ids.set(word, (id = this.ids.size))
    if (this.count === this.wordOf.length) {
      const grow = <T extends Int32Array | Uint8Array>(from: T, to: T) => (to.set(from), to)
      this.wordOf = grow(this.wordOf, new Int32Array(this.count * 2))
      this.docOf = grow(this.docOf, new Int32Array(this.count * 2))
      this.fieldOf = grow(this.fieldOf, new Uint8Array(this.count * 2))
    }
    this.wordOf[this.count] = id
    this.docOf[this.count] = doc
    this.fieldOf[this.count++] = field
  }

  /** `weights[field][doc]`: how much a word found in that field of that document counts. */
  build(weights: Float32Array[]): Postings {
    // The default sort compares UTF-16 code units, as the searches below do.
    const words = [...this.ids.keys()].sort()
    const place = new Int32Array(words.length)
    words.forEach((word, w) => (place[this.ids.get(word)!] = w))
    // Counting sort by word; documents stay ascending within a word, and a word met again in the same
    // document (another field, or twice in one) adds its field to that document's entry.
    const start = new Int32Array(words.length + 1)
    const last = new Int32Array(words.length).fill(-1)
    for (let i = 0; i < this.count; i++) {
      const w = place[this.wordOf[i]]
      if (last[w] !== this.docOf[i]) {
        last[w] = this.docOf[i]
        start[w + 1]++
      }
    }
    for (let w = 0; w < words.length; w++) start[w + 1] += start[w]
    const docs = new Int32Array(start[words.length])
    const weight = new Float32Array(start[words.length])
    const next = start.slice(0, words.length)
    last.fill(-1)
    for (let i = 0; i < this.count; i++) {
      const w = place[this.wordOf[i]]
      const doc = this.docOf[i]
      if (last[w] !== doc) {
        last[w] = doc
        docs[next[w]++] = doc
      }
      const p = next[w] - 1
      weight[p] = Math.max(weight[p], weights[this.fieldOf[i]][doc])
    }
    return { words, start, docs, weight }
  }
}
