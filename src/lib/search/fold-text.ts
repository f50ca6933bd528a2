/**
 * Text as search compares it: accents removed (`Vàlle` → `valle`), lower case, spaces collapsed. The text
 * index and the substring match below both fold with it, so they agree on what matches.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
}

/** Whether `label` contains the typed text, case and accents aside; blank text matches every label. */
export function matchesSubstring(label: string, typed: string): boolean {
  const needle = foldText(typed).trim()
  return needle === '' || foldText(label).includes(needle)
}
