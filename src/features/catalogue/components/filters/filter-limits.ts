/** The producer list shows 7 items before expanding, the other lists 10. */
export const visibleItems = (name: string) => (name === 'producer' ? 7 : 10)

/** The producer list search waits 500 ms after the last key (spec §5). */
export const LIST_SEARCH_DEBOUNCE_MS = 500

/**
 * The list a page sends in part: the producers, one value per producer (2,000 at 100,000 products). The page carries
 * its first values and the selected ones; the rest are asked for when the visitor expands or searches it.
 */
export const isSentInPart = (name: string) => name === 'producer'
