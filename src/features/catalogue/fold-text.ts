/**
 * Text as search compares it: accents removed (`Vàlle` → `valle`), lower case, spaces collapsed. Shared by
 * the search index and the producer filter's list search, so both agree on what matches.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
}

/** The producer filter list keeps labels containing the typed text (case- and accent-insensitive). */
export function matchesSubstring(label: string, typed: string): boolean {
  const needle = foldText(typed).trim()
  return needle === '' || foldText(label).includes(needle)
}
