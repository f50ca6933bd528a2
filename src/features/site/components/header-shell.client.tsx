'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { matchCurrentPath, routeName } from '@/i18n/route-table'

import styles from './header-shell.module.css'

/** Scrolls shorter than this (px) neither hide nor show the bar: trackpads jitter. */
const SCROLL_TOLERANCE = 6

/** The header drops its fixed behaviour on routes whose name contains `products-`. */
export function useFixedHeader(): boolean {
  const match = matchCurrentPath(usePathname() ?? '/')
  return !(match && routeName(match.pathname).includes('products-'))
}

/**
 * The top bar's frame: fixed, hidden on scroll down and shown again on scroll up, or static on
 * the product routes. The frame keeps the bar's height in the flow so the page never jumps.
 */
export function HeaderShell({ children }: { children: React.ReactNode }) {
  const fixed = useFixedHeader()
  const [hidden, setHidden] = useState(false)
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!fixed) return
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = Math.max(0, window.scrollY)
      const delta = y - last
      if (Math.abs(delta) < SCROLL_TOLERANCE) return
      last = y
      const header = ref.current
      // Keyboard users keep the bar while focus is inside it.
      const focusInside = header?.contains(document.activeElement) ?? false
      setHidden(delta > 0 && y > (header?.offsetHeight ?? 0) && !focusInside)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [fixed])

  return (
    <div className={styles.frame} data-fixed={fixed} data-site-chrome="">
      <header ref={ref} className={styles.header} data-hidden={fixed && hidden} onFocus={() => setHidden(false)}>
        {children}
      </header>
    </div>
  )
}
