'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, useState } from 'react'

import styles from './navigation-progress.module.css'

/** The bar shows only after 200 ms of navigating (throttle) and crawls over 5000 ms (duration). */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
/** A click that never leads anywhere must not leave the bar on screen. */
const GIVE_UP_MS = 15_000

/** An internal navigation: same-origin link, same tab, no download, to another path or query. */
export function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return false
  const target = anchor.getAttribute('target')
  if (target && target !== '_self') return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

function RouteWatcher({ onChange }: { onChange: () => void }) {
  const pathname = usePathname()
  const search = useSearchParams()?.toString()
  useEffect(() => onChange(), [pathname, search, onChange])
  return null
}

type ProgressState = 'idle' | 'loading' | 'done'

/** Drives the bar through data attributes, without React state, so navigating never re-renders the tree. */
function createProgress() {
  let el: HTMLDivElement | null = null
  let timers: number[] = []
  const set = (state: ProgressState) => {
    if (!el) return
    el.dataset.state = state
    el.setAttribute('aria-hidden', String(state === 'idle'))
  }
  const clear = () => {
    timers.forEach((id) => window.clearTimeout(id))
    timers = []
  }
  const finish = () => {
    clear()
    if (el?.dataset.state !== 'loading') return set('idle')
    set('done')
    timers.push(window.setTimeout(() => set('idle'), 500))
  }
  const start = () => {
    clear()
    timers.push(
      window.setTimeout(() => set('loading'), PROGRESS_THROTTLE_MS),
      window.setTimeout(finish, GIVE_UP_MS),
    )
  }
  const attach = (node: HTMLDivElement | null) => {
    el = node
  }
  return { attach, clear, finish, start }
}

/**
 * A thin top bar while a page loads. `pendingClick`: a click made before the bar was mounted, whose navigation may
 * still be under way (it counts while the page has not changed yet).
 */
export function NavigationProgress({
  label,
  pendingClick = null,
}: {
  label: string
  pendingClick?: MouseEvent | null
}) {
  const bar = useRef<HTMLDivElement>(null)
  const [progress] = useState(createProgress)

  useEffect(() => {
    progress.attach(bar.current)
    if (pendingClick && !pendingClick.defaultPrevented && isInternalNavigation(pendingClick)) progress.start()
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) progress.start()
    }
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      progress.clear()
      progress.attach(null)
    }
  }, [progress, pendingClick])

  return (
    <>
      <div
        ref={bar}
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-hidden="true"
        data-state="idle"
        data-site-chrome=""
        style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
      >
        <div className={styles.fill} />
      </div>
      <Suspense fallback={null}>
        <RouteWatcher onChange={progress.finish} />
      </Suspense>
    </>
  )
}
