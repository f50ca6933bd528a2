'use client'

import { useEffect, useRef, useState } from 'react'

import { currentOf, type NavMatch } from '@/i18n/nav-match'

import { useMenuPath } from './menu-path.client'

import styles from './header-shell.module.css'

/** Scrolls shorter than this (px) neither hide nor show the bar: trackpads jitter. */
const SCROLL_TOLERANCE = 6

/**
 * The top bar's frame: fixed, hidden on scroll down and shown again on scroll up, or static on the product routes
 * (the pages below the product listing, `products`: built on the server, decision 047). The frame keeps the bar's
 * height in the flow so the page never jumps.
 */
export function HeaderShell({ products, children }: { products: NavMatch; children: React.ReactNode }) {
  const path = useMenuPath()
  const fixed = path === null || currentOf(path, products) !== 'true'
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
