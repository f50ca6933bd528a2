'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { Locale } from '@/i18n/locales'

/**
 * The exact public hrefs of the current page in each language, for pages whose parameters differ per
 * language (a product's Italian and English slugs). A page renders <PageAlternates />; the language switcher
 * reads them with usePageAlternates() and falls back to the route table when a page publishes nothing.
 */
export type PageAlternatesValue = Partial<Record<Locale, string>>

type Entry = { owner: symbol; value: PageAlternatesValue }

let current: Entry | null = null
const listeners = new Set<() => void>()

function publish(next: Entry | null) {
  current = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getSnapshot = () => current?.value ?? null
const getServerSnapshot = () => null

export function PageAlternates({ it, en }: PageAlternatesValue) {
  useEffect(() => {
    const owner = Symbol('page-alternates')
    publish({ owner, value: { it, en } })
    return () => {
      // The next page may already have published its own: clear only what this page set.
      if (current?.owner === owner) publish(null)
    }
  }, [it, en])
  return null
}

export function usePageAlternates(): PageAlternatesValue | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
