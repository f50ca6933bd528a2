/** A query parameter as Next hands it to a page (absent, one value or several): its first value, or ''. */
export const firstValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * A page's one-time link token in its alternates (`queryRoute`'s `alternateQuery`): the link of a mail works in either
 * language — a password reset, a newsletter confirmation or unsubscription (the fourth check from outside: the language
 * switch on those two led to "the link is not valid").
 */
export function tokenAlternateQuery(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const token = firstValue(query.token).slice(0, 512)
  return new URLSearchParams(token ? { token } : {})
}
