'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { SearchResults } from '../../types'

/** The search asks 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500

/** The answer for one query; `failed` when the backend did not answer (shown as no results). */
export type SearchAnswer = { query: string; results: SearchResults; failed: boolean }

const noResults: SearchResults = { products: [], producers: [], more: { products: false, producers: false } }

function isSearchResults(value: unknown): value is SearchResults {
  const body = value as Partial<SearchResults> | null
  return Array.isArray(body?.products) && Array.isArray(body?.producers)
}

/**
 * The results of `GET /api/search/` for `query` (already trimmed), 500 ms after it last changed. Each new
 * query aborts the request of the one before, so a late answer never replaces a newer one. Returns the last
 * answer received since the text was last empty, which may belong to an earlier query: compare its `query`.
 */
export function useSearchResults(query: string, locale: Locale): SearchAnswer | null {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null)
  // Emptied text starts afresh: the next query never shows the answer of one typed before it.
  if (!query && answer) setAnswer(null)

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/?${new URLSearchParams({ q: query, locale })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        })
        // A non-OK answer is an error, logged as "Error: {status} {statusText}".
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
        const body: unknown = await response.json()
        if (!isSearchResults(body)) throw new Error(`${response.status} unexpected answer`)
        if (!controller.signal.aborted) setAnswer({ query, results: body, failed: false })
      } catch (error) {
        if (controller.signal.aborted) return
        // Logged, and the visitor sees the no-results state rather than a broken page.
        console.error(String(error))
        setAnswer({ query, results: noResults, failed: true })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  return answer
}

/** Locks page scrolling while `locked` (the results overlay is open), keeping the scrollbar's width. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const { body, documentElement } = document
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    const scrollbar = window.innerWidth - documentElement.clientWidth
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [locked])
}
