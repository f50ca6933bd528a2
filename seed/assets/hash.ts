/**
 * 32-bit FNV-1a over the UTF-8 bytes of `s`: a tiny, stable hash, so that colours and variants picked from a
 * name are the same on every run and machine (no Math.random anywhere in the seed).
 */
export function hashString(s: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(s)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}
