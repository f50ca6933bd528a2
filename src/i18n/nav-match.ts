/*
 * Which menu links lead to the page being shown (`aria-current`), without the route table in the browser (decision
 * 047). The server describes each link by the paths of its page and the starts of the paths below it, in both forms
 * a client component sees: the public path in the browser (`/prodotti/`), the internal one while the server renders
 * it (`/it/products`, a listing's `/it/products/listing/all/_/…`). route-table.ts `navMatch` builds them.
 */

export type NavMatch = {
  /** The paths of the link's own page, each ending with a slash. */
  page: string[]
  /** Starts of the paths of its own page too: a listing's internal path ends with the listing's state. */
  pageStarts: string[]
  /** Starts of the paths of the pages below it; none for a link that is its own page only. */
  below: string[]
}

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** A path as `NavMatch` holds them: decoded, ending with a slash. */
export const navPath = (path: string) => decoded(path.endsWith('/') ? path : `${path}/`)

/** `aria-current` of a link described by `match` on the page at `pathname`: "page", "true" below it, or nothing. */
export function currentOf(pathname: string | null, match: NavMatch): 'page' | 'true' | undefined {
  const path = navPath(pathname ?? '/')
  if (match.page.includes(path) || match.pageStarts.some((start) => path.startsWith(start))) return 'page'
  if (match.below.some((start) => path.startsWith(start))) return 'true'
  return undefined
}
