'use client'

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import { type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { type SearchAnswer, useScrollLock, useSearchResults } from './search-hooks.client'
import { type SearchHref, searchOptions } from './search-options'
import { SearchOverlay } from './search-overlay.client'
import { SearchStatus } from './search-status.client'

/** What the field's keys ask of the results: move the active option, or open it (false: there is none). */
export type SearchPopupHandle = { move: (step: 1 | -1) => void; choose: () => boolean }

export type SearchPopupProps = {
  ref: Ref<SearchPopupHandle>
  /** The trimmed text while the bar is open, else empty. */
  query: string
  locale: Locale
  /** The results' texts (`Search`), for next-intl, which this part brings along when it is loaded. */
  messages: AbstractIntlMessages
  /** There is text and the visitor has not dismissed the overlay with Escape. */
  overlayOpen: boolean
  listboxId: string
  /** Prefix of the options' ids (`{idPrefix}option-{index}`). */
  idPrefix: string
  /** The combobox's state for the field: whether its listbox shows, and the active option's id. */
  onComboboxChange: (state: { expanded: boolean; activeId?: string }) => void
  onChoose: (href: SearchHref) => void
  onSelect: () => void
}

/**
 * The search's results, loaded by `SiteSearchClient` on the visitor's first sign of searching and then kept mounted:
 * the requests (500 ms after the last key), the options and the active one, the overlay, the polite announcement of
 * the count (a live region mounted well before it speaks), and the page's scroll lock while the overlay is open.
 */
export function SearchPopup({
  ref,
  query,
  locale,
  messages,
  overlayOpen,
  listboxId,
  idPrefix,
  onComboboxChange,
  onChoose,
  onSelect,
}: SearchPopupProps) {
  const optionId = (index: number) => `${idPrefix}option-${index}`
  const answer = useSearchResults(query, locale)
  const [active, setActive] = useState<{ answer: SearchAnswer | null; index: number }>({ answer: null, index: -1 })
  const options = useMemo(() => (answer ? searchOptions(answer.results, locale) : []), [answer, locale])
  // The active option belongs to the answer it was chosen in; a new answer starts with none.
  const activeIndex = active.answer === answer ? active.index : -1
  const busy = answer?.query !== query
  // The listbox is the combobox's popup: shown while the overlay is open and has options.
  const expanded = overlayOpen && options.length > 0
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined
  useScrollLock(overlayOpen)

  useEffect(() => onComboboxChange({ expanded, activeId }), [expanded, activeId, onComboboxChange])

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  useImperativeHandle(ref, () => ({
    move(step) {
      if (!options.length) return
      const count = options.length
      const next = activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count
      setActive({ answer, index: next })
    },
    choose() {
      if (activeIndex < 0 || !options[activeIndex]) return false
      onChoose(options[activeIndex].href)
      return true
    },
  }))

  // Loaded on demand, it brings next-intl's runtime with it: no page loads it up front (decision 047).
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {overlayOpen ? (
        <SearchOverlay
          answer={answer}
          listboxId={listboxId}
          options={options}
          active={activeIndex}
          busy={busy}
          optionId={optionId}
          onActivate={(index) => setActive({ answer, index })}
          onSelect={onSelect}
        />
      ) : null}
      <SearchStatus answer={overlayOpen && !busy ? answer : null} />
    </NextIntlClientProvider>
  )
}
