'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useEffect, useState } from 'react'

import { cancelIdle, requestIdle } from '@/lib/idle.client'

import { useChunkReloadGuard } from './chunk-reload.client'
import { ConnectionStatus } from './connection-status.client'
import type { LaterBehavioursProps } from './later-behaviours.client'
import { usePageLinks } from './page-links.client'

/** The status texts, translated on the server. */
export type SiteBehavioursLabels = { loading: string; offline: string; online: string }

/** How long the page may stay busy before the later behaviours load anyway (ms). */
const IDLE_TIMEOUT_MS = 2000

const loadLater = () => import('./later-behaviours.client').then((module) => module.LaterBehaviours)

/**
 * What happens around every page change, mounted once in the root locale layout. With the page: the chunk-reload
 * guard (the safety net of every part loaded later) and the connection status (it must speak when the network is
 * gone, when nothing more can be fetched). Once the browser is idle, or at the visitor's first press of a key or a
 * pointer: the progress bar, the scroll to the top of each new page and the service worker (decision 044). A link
 * followed before they arrive still gets its progress bar; offline, they wait for the browser to be online.
 */
export function SiteBehavioursClient({ labels }: { labels: SiteBehavioursLabels }) {
  useChunkReloadGuard()
  usePageLinks()
  const pathname = usePathname()
  const [firstPathname] = useState(pathname)
  const [pending] = useState<{ click: MouseEvent | null }>(() => ({ click: null }))
  const [Later, setLater] = useState<ComponentType<LaterBehavioursProps> | null>(null)

  useEffect(() => {
    let done = false
    const intents = ['pointerdown', 'keydown'] as const
    const onClick = (event: MouseEvent) => {
      pending.click = event
    }
    const stopWaiting = () => {
      intents.forEach((type) => window.removeEventListener(type, load, true))
      cancelIdle(idle)
    }
    function load() {
      stopWaiting()
      // Offline, the request would fail, and Turbopack keeps a failed chunk failed for the page's life: wait.
      if (!navigator.onLine) return window.addEventListener('online', load, { once: true })
      loadLater().then(
        (component) => {
          if (done) return
          document.removeEventListener('click', onClick, true)
          setLater(() => component)
        },
        // Lost on the way: no reload for it (the chunk-reload guard does not see it); the page goes on without.
        () => {},
      )
    }
    const idle = requestIdle(load, IDLE_TIMEOUT_MS)
    intents.forEach((type) => window.addEventListener(type, load, { capture: true, once: true, passive: true }))
    document.addEventListener('click', onClick, true)
    return () => {
      done = true
      stopWaiting()
      window.removeEventListener('online', load)
      document.removeEventListener('click', onClick, true)
    }
  }, [pending])

  return (
    <>
      <ConnectionStatus offline={labels.offline} online={labels.online} />
      {Later ? <Later label={labels.loading} firstPathname={firstPathname} pendingClick={pending.click} /> : null}
    </>
  )
}
