/**
 * The most comparisons a `where` may hold, its `and` and `or` lists and a read's joins' together: SQLite refuses an
 * expression deeper than 1,000 ("Expression tree is too large", a 500 that logged the whole query: 1,000 `or`
 * conditions in a POST-as-GET read, the fourth check from outside). The admin's filters and lists ask for a few.
 */
export const MAX_CONDITIONS = 100

/** How many comparisons a parsed `where` holds, however deep its `and` and `or` lists go. */
export function conditionCount(where: unknown, depth = 0): number {
  if (!where || typeof where !== 'object' || depth > 12) return 0
  let count = 0
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      for (const nested of Object.values((condition ?? {}) as Record<string, unknown>)) {
        count += conditionCount(nested, depth + 1)
      }
    } else if (condition && typeof condition === 'object') count += Object.keys(condition).length
    else count += 1
  }
  return count
}
