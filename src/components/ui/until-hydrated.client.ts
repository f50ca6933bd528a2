'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true from the render that follows. A control that needs
 * the page's scripts (a button that opens a panel) renders, until then, a link that does its work without them: a
 * phone on a slow network runs the scripts seconds after it shows the page, and a visitor without scripts never
 * does (the sixth check from outside: the menu, search and filters buttons did nothing in that time).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
