'use client'

import { useEffect } from 'react'

/**
 * A failed chunk load reloads the page, at most once per 60 s (no reload loop), and only online: offline, the chunk
 * failed because the network is gone, and a reload would put the browser's error page in place of the page.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const STORAGE_KEY = 'vinea:chunk-reload-at'
const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module/i

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason)
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return CHUNK_ERROR.test(`${String(name ?? '')} ${String(message ?? '')}`)
}

function reloadOnce() {
  if (!navigator.onLine) return
  try {
    const last = Number(window.sessionStorage.getItem(STORAGE_KEY) ?? 0)
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return
    window.sessionStorage.setItem(STORAGE_KEY, String(Date.now()))
  } catch {
    // Without storage we cannot tell a first failure from a loop: do not reload.
    return
  }
  window.location.reload()
}

export function useChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}
