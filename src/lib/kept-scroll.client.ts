/**
 * A page change asked with `{ scroll: false }` (a filter box, a chip, a link with `data-scroll="keep"`) keeps the
 * window where it is: the scroll to the top that follows every other page change (later-behaviours.client.tsx) asks
 * here first. Without this, a change of path (the last region left is a listing of its own) scrolled the page to its
 * top 300 ms after the box kept the keyboard's focus, and the focused box was out of sight (check 9).
 */
let keptFor: string | null = null

const bare = (pathname: string) => decodeURI(pathname).replace(/\/+$/, '') || '/'

/** The next page change to `href` keeps the scroll position. */
export function keepScrollFor(href: string) {
  keptFor = bare(new URL(href, window.location.href).pathname)
}

/** Whether the page change to `pathname` asked to keep the scroll; asked once per page change. */
export function takeKeptScroll(pathname: string): boolean {
  const kept = keptFor === bare(pathname)
  keptFor = null
  return kept
}
