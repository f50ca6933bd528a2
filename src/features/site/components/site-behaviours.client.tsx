'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { registerServiceWorker } from '@/lib/offline.client'

import { useChunkReloadGuard } from './chunk-reload.client'
import { ConnectionStatus } from './connection-status.client'
import { NavigationProgress } from './navigation-progress.client'

/** Each page change scrolls to the top, 300 ms after the layout mounts. */
export const SCROLL_TO_TOP_DELAY_MS = 300

function useScrollToTopOnRouteChange() {
  const pathname = usePathname()
  useEffect(() => {
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
      SCROLL_TO_TOP_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [pathname])
}

/**
 * What happens around every page change (scroll to top, chunk-reload guard, progress bar, connection status), and
 * the service worker's registration (offline reading), mounted once in the root locale layout.
 */
export function SiteBehaviours() {
  const t = useTranslations('Status')
  useScrollToTopOnRouteChange()
  useChunkReloadGuard()
  useEffect(registerServiceWorker, [])
  return (
    <>
      <NavigationProgress label={t('loading')} />
      <ConnectionStatus offline={t('offline')} online={t('online')} />
    </>
  )
}
