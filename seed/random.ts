/**
 * A small seeded pseudo-random generator for the demo content: the same seed always gives the same sequence,
 * so the generated catalogue is reproducible. mulberry32 (public domain): 32-bit state, fast, good enough for
 * picking words. Never use Math.random in the seed: every random choice goes through an `Rng`.
 */

/** The default seed of the demo catalogue: the distributor's founding year. */
export const DEMO_SEED = 1984

export type Rng = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** A float in [min, max). */
  float(min: number, max: number): number
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T
  /** `count` distinct elements (or all of them, shuffled, when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
  /** One value of a list of [value, weight] pairs; weights need not add up to anything. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T
  /** True with probability p. */
  chance(p: number): boolean
  /** Shuffles the array in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[]
  /** An independent generator derived from this one's seed and a label: consuming it leaves this one untouched. */
  fork(label: string | number): Rng
}

/**
 * 32-bit FNV-1a over the UTF-8 bytes of a string: a tiny, stable hash for seeds derived from labels and for
 * colours picked from a name, the same on every run and machine.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** Creates a generator; `createRng(DEMO_SEED)` is the demo catalogue's. */
export function createRng(seed: number = DEMO_SEED): Rng {
  const origin = seed >>> 0
  let state = origin

  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))

  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1))
      const tmp = items[i]
      items[i] = items[j]
      items[j] = tmp
    }
    return items
  }

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new Error('rng.pick: empty list')
      return items[Math.floor(next() * items.length)]
    },
    sample: (items, count) => {
      const n = Math.min(count, items.length)
      if (n * 4 <= items.length) {
        // Few out of many: draw indices and redraw the repeats, without copying the list.
        const picked: number[] = []
        while (picked.length < n) {
          const j = Math.floor(next() * items.length)
          if (!picked.includes(j)) picked.push(j)
        }
        return picked.map((j) => items[j])
      }
      // Partial Fisher-Yates: only the first n positions are drawn.
      const copy = items.slice()
      for (let i = 0; i < n; i += 1) {
        const j = i + Math.floor(next() * (copy.length - i))
        const tmp = copy[i]
        copy[i] = copy[j]
        copy[j] = tmp
      }
      copy.length = n
      return copy
    },
    weighted: (pairs) => {
      let total = 0
      for (const [, w] of pairs) total += w
      if (!(total > 0)) throw new Error('rng.weighted: no positive weight')
      let r = next() * total
      for (const [value, w] of pairs) {
        r -= w
        if (r < 0) return value
      }
      return pairs[pairs.length - 1][0]
    },
    chance: (p) => next() < p,
    shuffle,
    fork: (label) => createRng((Math.imul(origin ^ 0x9e3779b9, 0x85ebca6b) ^ hashString(String(label))) >>> 0),
  }
}
