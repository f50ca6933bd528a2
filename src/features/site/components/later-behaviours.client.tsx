'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { keepScrollFor, takeKeptScroll } from '@/lib/kept-scroll.client'
import { registerServiceWorker } from '@/lib/offline.client'

import { NavigationProgress } from './navigation-progress.client'

/**
 * Each page change scrolls to the top, 300 ms after it (spec §2), unless it asked to keep the scroll
 * (kept-scroll.client.ts) or is Back or Forward: those return the visitor to where they were on that page, where the
 * browser puts them. A buyer going back from a sheet to a long listing was taken to its top every time (the twentieth
 * check from outside).
 */
export const SCROLL_TO_TOP_DELAY_MS = 300

/** Back and Forward (`popstate`, whose location is already the page returned to) keep the scroll the browser restores. */
const keepScrollOnTraversal = () => {
  const onPopState = () => keepScrollFor(window.location.href)
  window.addEventListener('popstate', onPopState)
  return () => window.removeEventListener('popstate', onPopState)
}

/** Scrolls to the top after each page change; not on the page these behaviours were loaded for (`firstPathname`). */
function useScrollToTopOnRouteChange(firstPathname: string | null) {
  const pathname = usePathname()
  const onFirstPage = useRef(pathname === firstPathname)
  useEffect(() => {
    // Loaded a while after the page: the visitor may have scrolled it already.
    if (onFirstPage.current) {
      onFirstPage.current = false
      return
    }
    // A link to a part of the page (`…#risposta`) leaves the page where the browser scrolled it.
    if (window.location.hash) return
    const timer = window.setTimeout(() => {
      // A change asked with `{ scroll: false }` keeps the window where it was (a filter box keeps its focus in view), and
      // so do Back and Forward. Asked when the time has come, not now: the router hears a `popstate` before we do, and
      // React renders its page change, and runs this effect, within the router's listener.
      if (takeKeptScroll(window.location.pathname)) return
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    }, SCROLL_TO_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])
}

export type LaterBehavioursProps = {
  /** The progress bar's name (Status.loading). */
  label: string
  /** The path the page was first shown at. */
  firstPathname: string | null
  /** The last click before these behaviours arrived: a link it followed may still be loading. */
  pendingClick: MouseEvent | null
}

/** The behaviours `SiteBehavioursClient` loads once the page is idle: progress bar, scroll to top, service worker. */
export function LaterBehaviours({ label, firstPathname, pendingClick }: LaterBehavioursProps) {
  useScrollToTopOnRouteChange(firstPathname)
  useEffect(keepScrollOnTraversal, [])
  useEffect(registerServiceWorker, [])
  return <NavigationProgress label={label} pendingClick={pendingClick} />
}
