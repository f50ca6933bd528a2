'use client'

import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'

import { CloseIcon } from '@/components/ui/icons'

import styles from './site-banner.module.css'

/** Past this many pixels of scrolling the banner takes its scrolled style (spec §6). */
const BANNER_SCROLLED_AT = 300
const HIDDEN_KEY = 'site-banner-hidden'
const HIDDEN_EVENT = 'sitebannerhidden'

const storedHidden = () => {
  try {
    return !!sessionStorage.getItem(HIDDEN_KEY)
  } catch {
    return false
  }
}
const onHiddenChange = (callback: () => void) => {
  window.addEventListener(HIDDEN_EVENT, callback)
  return () => window.removeEventListener(HIDDEN_EVENT, callback)
}

/**
 * The banner's frame: `data-scrolled` once the page is scrolled past 300 px, and a button that puts it away for the
 * rest of the tab's session (sessionStorage: no cookie). Without JavaScript it simply stays, unscrolled.
 */
export function SiteBannerFrame({
  label,
  hideLabel,
  children,
}: {
  label: string
  hideLabel: string
  children: ReactNode
}) {
  const [scrolled, setScrolled] = useState(false)
  // Put away earlier in the session (read once the page runs: the server does not know), or on this page.
  const stored = useSyncExternalStore(onHiddenChange, storedHidden, () => false)
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
            sessionStorage.setItem(HIDDEN_KEY, '1')
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
