// When each entry Next is about to render was asked for, so that a cache handler can refuse an entry rendered from data
// older than a tag expired meanwhile (decision 111).
//
// Next asks the cache for a page or an `unstable_cache` entry, misses, renders it, and writes it. The entry is dated
// by its write: a render that began before an edit and ended after the edit expired its tags was kept as fresh, with
// the data of before the edit, until the next edit of the same tags (a listing's filter counted 77 aged products for
// minutes after an edit made them 76). The handlers note the time of each miss here (`missed`), take it back when the
// entry is written (`take`), and drop the write when one of its tags expired since.
//
// Per process: a render runs in the process that missed. Two requests missing the same entry keep the earlier time (a
// write then checks against the earlier start: at worst one write too many is dropped). A miss whose render never
// writes (an error, a page that is not kept) is forgotten after MAX_RENDER_MS, and the map holds at most MAX_KEYS.

/** A render that takes longer than this is not checked (its time is forgotten). */
export const MAX_RENDER_MS = 5 * 60_000
export const MAX_KEYS = 10_000

export class RenderReads {
  #since = new Map()

  /** Notes that `key` missed at `time` (ms, on the clock its tags' expiries are read on): a render follows. */
  missed(key, time = Date.now()) {
    const kept = this.#since.get(key)
    if (kept !== undefined && time - kept < MAX_RENDER_MS) return
    this.#since.delete(key)
    if (this.#since.size >= MAX_KEYS) this.#forgetOld(time)
    this.#since.set(key, time)
  }

  /**
   * When the render `key` is written from began, if it is known, and forgets it. With `now` (on the clock of the times
   * noted), a time older than MAX_RENDER_MS is not given.
   */
  take(key, now) {
    const since = this.#since.get(key)
    this.#since.delete(key)
    return since !== undefined && (now === undefined || now - since < MAX_RENDER_MS) ? since : undefined
  }

  get size() {
    return this.#since.size
  }

  #forgetOld(now) {
    for (const [key, time] of this.#since) if (now - time >= MAX_RENDER_MS) this.#since.delete(key)
    // Still full (a burst of distinct addresses): the oldest go, in the order they were noted.
    for (const key of this.#since.keys()) {
      if (this.#since.size < MAX_KEYS) break
      this.#since.delete(key)
    }
  }
}
