'use client'

import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'

import { CloseIcon } from '@/components/ui/icons'

import { SITE_BANNER_HIDDEN_KEY } from './site-banner-storage'

import styles from './site-banner.module.css'

/** Past this many pixels of scrolling the banner takes its scrolled style (spec §6). */
const BANNER_SCROLLED_AT = 300
const HIDDEN_EVENT = 'sitebannerhidden'

/** Whether the visitor put away this version of the banner on an earlier page or visit. */
const storedHidden = (version: string) => {
  try {
    return localStorage.getItem(SITE_BANNER_HIDDEN_KEY) === version
  } catch {
    return false
  }
}
const onHiddenChange = (callback: () => void) => {
  window.addEventListener(HIDDEN_EVENT, callback)
  return () => window.removeEventListener(HIDDEN_EVENT, callback)
}

/**
 * The banner's frame: `data-scrolled` once the page is scrolled past 300 px, and a button that puts it away until the
 * editors save the banner again (`version`: when they last did), on this visit and the next ones (localStorage, no
 * cookie: the visitor's own choice, kept on their device). It came back on every visit, over a phone's content (the
 * sixth check from outside). Without JavaScript it simply stays, unscrolled.
 */
export function SiteBannerFrame({
  label,
  hideLabel,
  version,
  children,
}: {
  label: string
  hideLabel: string
  version: string
  children: ReactNode
}) {
  const [scrolled, setScrolled] = useState(false)
  // Put away earlier (read once the page runs: the server does not know), or on this page.
  const stored = useSyncExternalStore(
    onHiddenChange,
    () => storedHidden(version),
    () => false,
  )
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setScrolled(window.scrollY > BANNER_SCROLLED_AT)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  if (stored || dismissed) return null
  return (
    <aside className={styles.banner} aria-label={label} data-site-banner="" data-scrolled={scrolled}>
      {children}
      <button
        type="button"
        className={styles.hide}
        aria-label={hideLabel}
        onClick={() => {
          setDismissed(true)
          try {
            localStorage.setItem(SITE_BANNER_HIDDEN_KEY, version)
            window.dispatchEvent(new Event(HIDDEN_EVENT))
          } catch {
            // No storage: put away on this page only.
          }
        }}
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  )
}
