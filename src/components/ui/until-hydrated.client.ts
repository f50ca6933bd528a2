'use client'

import { type ReactNode, useSyncExternalStore } from 'react'

/** A `useSyncExternalStore` subscription for a value read at render that tells no one when it changes. */
export const noSubscription = () => () => {}

/**
 * `fallback` in the server's HTML and while React hydrates it, `children` from the render that follows. A control that
 * needs the page's scripts (a button that opens a panel) shows, until then, a link that does its work without them: a
 * phone on a slow network runs the scripts seconds after it shows the page, and a visitor without scripts never does
 * (the sixth check from outside: the menu, search and filters buttons did nothing in that time; decision 080).
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
  return hydrated ? children : fallback
}
