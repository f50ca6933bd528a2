'use client'

import { type ReactNode, useLayoutEffect, useRef, useSyncExternalStore } from 'react'

/** A `useSyncExternalStore` subscription for a value read at render that tells no one when it changes. */
export const noSubscription = () => () => {}

/** The element that had the focus as the page finished hydrating (and its parent), before any link gave way. */
let focusedAtHydration: { element: Element; parent: Element | null } | null = null

/**
 * A link a keyboard user focused before the scripts ran is gone once its button takes its place, and the focus with it
 * (to the page's start): the focus goes to the button that took the link's place, the one of its class under the same
 * parent. Every swapped control calls this; the first call does the work, the others find the focus already placed.
 */
function keepFocusAcrossSwap() {
  const lost = focusedAtHydration?.element
  // Still there: not swapped in this render (it may be in a part of the page that hydrates later).
  if (!lost || lost.isConnected) return
  const parent = focusedAtHydration!.parent
  focusedAtHydration = null
  const active = document.activeElement
  if (active && active !== document.body) return
  const replacement = Array.from(parent?.children ?? []).find(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement && element.className === lost.className,
  )
  replacement?.focus()
}

/**
 * `fallback` in the server's HTML and while React hydrates it, `children` from the render that follows. A control that
 * needs the page's scripts (a button that opens a panel) shows, until then, a link that does its work without them: a
 * phone on a slow network runs the scripts seconds after it shows the page, and a visitor without scripts never does
 * (the sixth check from outside: the menu, search and filters buttons did nothing in that time; decision 080). The
 * focus a link had stays with the button that replaces it.
 *
 * A component of its own, so that the render after hydration is this one's alone, not its parent's (the filter
 * panel's, with its every group and value).
 */
export function UntilHydrated({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  // Only a control that showed its link swaps it (one mounted later, by a navigation, shows its button at once).
  const showedFallback = useRef(false)
  useLayoutEffect(() => {
    if (!hydrated) {
      showedFallback.current = true
      const element = document.activeElement
      focusedAtHydration = element ? { element, parent: element.parentElement } : null
    } else if (showedFallback.current) {
      showedFallback.current = false
      keepFocusAcrossSwap()
    }
  }, [hydrated])
  return hydrated ? children : fallback
}
