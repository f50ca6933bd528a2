/**
 * A followed link's `data-focus` (the pager's "Previous" and "Next"): the id of what takes the keyboard's focus on the
 * page it leads to. The link is part of the page it replaces, so the focus went with it to the page's body, and the
 * next Tab started again from the filters at the top (the twentieth check from outside). The page segment is mounted
 * anew for each address: the new page is in place once the link is gone. The element may be the new page's (the
 * listing's results) or the layout's, which stays (the main content).
 */
const GIVE_UP_MS = 10_000

let waiting: (() => void) | null = null

export function focusOnArrival(id: string, href: string, link: Element) {
  waiting?.()
  const target = new URL(href, window.location.href)
  const arrived = () => window.location.pathname === target.pathname && window.location.search === target.search

  const observer = new MutationObserver(() => tryFocus())
  const timer = window.setTimeout(() => stop(), GIVE_UP_MS)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
    if (waiting === stop) waiting = null
  }
  function tryFocus() {
    const element = document.getElementById(id)
    if (!arrived() || link.isConnected || !element) return
    stop()
    // A visitor who has moved on meanwhile keeps their place; the link itself left with the old page.
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    element.focus({ preventScroll: true })
  }

  waiting = stop
  observer.observe(document.body, { childList: true, subtree: true })
}
