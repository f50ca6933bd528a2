/**
 * The value of the cookie `name` in a `Cookie` header or `document.cookie`, or undefined: the first one of that name,
 * trimmed, percent-decoded where that is valid; as the `cookie` package's `parse` reads it. Kept this small because the browser runs it on every page (decision 044): `parse` of every cookie there
 * was 1.5 KB of the first load.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=')
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue
    const value = pair.slice(equals + 1).trim()
    if (!value.includes('%')) return value
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}
