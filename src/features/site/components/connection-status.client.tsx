'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import styles from './connection-status.module.css'

/** How long the "back online" note stays. */
const BACK_ONLINE_MS = 4000

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Offline and online status is tracked; announced politely, shown as a small note. */
export function ConnectionStatus({ offline, online }: { offline: string; online: string }) {
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  const [backOnline, setBackOnline] = useState(false)

  useEffect(() => {
    let timer = 0
    const onOnline = () => {
      setBackOnline(true)
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS)
    }
    const onOffline = () => {
      window.clearTimeout(timer)
      setBackOnline(false)
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      window.clearTimeout(timer)
    }
  }, [])

  const message = !isOnline ? offline : backOnline ? online : ''
  return (
    <div
      className={styles.status}
      role="status"
      data-site-chrome=""
      data-state={!isOnline ? 'offline' : backOnline ? 'online' : 'idle'}
    >
      {message}
    </div>
  )
}
