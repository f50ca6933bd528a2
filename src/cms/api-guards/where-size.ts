/**
 * The most comparisons a `where` may hold, its `and` and `or` lists and a read's joins' together: SQLite refuses an
 * expression deeper than 1,000 ("Expression tree is too large", a 500 that logged the whole query: 1,000 `or`
 * conditions in a POST-as-GET read, the fourth check from outside). The admin's filters and lists ask for a few.
 */
export const MAX_CONDITIONS = 100

/**
 * The most values one `in` or `not_in` list may hold: each is a variable of the statement, and past SQLite's 32,766 the
 * read was a 500 that logged 360 KB (40,000 ids in a POST-as-GET read, the eighth check from outside). The admin's
 * lists select at most a page of documents.
 */
export const MAX_LIST_VALUES = 1000

/**
 * The comparisons one operator makes in SQL: `like` one per word of its value (Payload's database adapter splits it
 * on spaces: a `like` of 1,000 words was 1,000 comparisons, the eighth check from outside), any other one.
 */
const comparisons = (operator: string, value: unknown) =>
  operator === 'like' && typeof value === 'string' ? value.split(' ').length : 1

/**
 * Each comparison of a parsed `where`, however deep its `and` and `or` lists go (twelve levels at most, as Payload's
 * parser): its operator and value, or none for a field compared with a bare value (`where[title]=x`).
 */
function* comparisonsOf(where: unknown, depth = 0): Generator<[operator: string | null, value: unknown]> {
  if (!where || typeof where !== 'object' || depth > 12) return
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      for (const nested of Object.values((condition ?? {}) as Record<string, unknown>)) {
        yield* comparisonsOf(nested, depth + 1)
      }
    } else if (condition && typeof condition === 'object') yield* Object.entries(condition)
    else yield [null, condition]
  }
}

/** How many comparisons a parsed `where` holds, however deep its `and` and `or` lists go. */
export function conditionCount(where: unknown): number {
  let count = 0
  for (const [operator, value] of comparisonsOf(where)) count += operator ? comparisons(operator, value) : 1
  return count
}

/** How many values a list operator's value holds: an array, values after commas, or an object's keys. */
const listLength = (value: unknown) =>
  Array.isArray(value)
    ? value.length
    : typeof value === 'string'
      ? value.split(',').length
      : value && typeof value === 'object'
        ? Object.keys(value).length
        : 1

/** The number of values of the longest `in` or `not_in` list of a parsed `where`. */
export function longestList(where: unknown): number {
  let longest = 0
  for (const [operator, value] of comparisonsOf(where)) {
    if (operator === 'in' || operator === 'not_in') longest = Math.max(longest, listLength(value))
  }
  return longest
}
