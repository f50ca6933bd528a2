'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from 'react'

import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { useRouter } from '@/i18n/navigation'

import { type SearchAnswer, useScrollLock, useSearchResults } from './search-hooks.client'
import { searchOptions } from './search-options'
import type { SearchOverlayProps } from './search-overlay.client'
import { SearchStatus } from './search-status.client'

import styles from './search.module.css'

/** The results overlay and lists: fetched when the bar is about to open, never with the page. */
const loadOverlay = () => import('./search-overlay.client').then((module) => module.SearchOverlay)

/**
 * The header's search: a button that shows the bar (and hides the other menu items), an input that
 * is a WAI-ARIA 1.2 combobox, and the results overlay that opens while there is text and locks page scrolling.
 * Hiding the bar, emptying the text or changing route closes the overlay; Escape closes the overlay, then
 * the bar. The overlay's code is loaded on the first hover, focus or press of the search button.
 */
export function SiteSearch() {
  const t = useTranslations('Search')
  const locale = useLocale()
  const router = useRouter()
  const pathname = usePathname()
  const id = useId()
  const ids = { bar: `${id}bar`, listbox: `${id}listbox` }
  const optionId = (index: number) => `${id}option-${index}`

  const [open, setOpen] = useState(false)
  const [words, setWords] = useState('')
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState<{ answer: SearchAnswer | null; index: number }>({ answer: null, index: -1 })
  const [path, setPath] = useState(pathname)
  const [Overlay, setOverlay] = useState<ComponentType<SearchOverlayProps> | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // A route change closes the bar and its overlay.
  if (pathname !== path) {
    setPath(pathname)
    setOpen(false)
    setWords('')
  }

  const query = open ? words.trim() : ''
  const answer = useSearchResults(query, locale)
  const overlayOpen = query !== '' && !dismissed
  const options = useMemo(() => (answer ? searchOptions(answer.results) : []), [answer])
  // The active option belongs to the answer it was chosen in; a new answer starts with none.
  const activeIndex = active.answer === answer ? active.index : -1
  const busy = answer?.query !== query
  // The listbox is the combobox's popup: shown while the overlay is open and has options.
  const expanded = overlayOpen && options.length > 0 && Overlay !== null
  useScrollLock(overlayOpen)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
    // optionId only depends on `id`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex])

  const loadOverlayOnce = () => (Overlay ? null : loadOverlay().then((component) => setOverlay(() => component)))
  // Ahead of a press: a failure here is left to the press, which reports it.
  const preload = () => void loadOverlayOnce()?.catch(() => {})

  const openBar = () => {
    // A chunk that fails to load is reported (the chunk-reload guard reloads the page once).
    void loadOverlayOnce()
    // On routes where the header scrolls with the page, bring it back into view first.
    const header = root.current?.closest('header')
    if (header && header.getBoundingClientRect().top < 0) window.scrollTo({ top: 0, behavior: 'instant' })
    setDismissed(false)
    setOpen(true)
  }
  const closeBar = () => {
    setOpen(false)
    setWords('')
    button.current?.focus()
  }
  /** After a result is chosen: the new page gets the focus, as after a skip link. */
  const onSelect = () => {
    setOpen(false)
    setWords('')
    document.getElementById('main')?.focus({ preventScroll: true })
  }

  const move = (step: 1 | -1) => {
    if (!options.length) return
    const count = options.length
    const next = activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count
    setActive({ answer, index: next })
  }

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!overlayOpen) setDismissed(false)
      else move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && overlayOpen && activeIndex >= 0) {
      event.preventDefault()
      router.push(options[activeIndex].href)
      onSelect()
    } else if (event.key === 'Enter' && query) {
      // No result chosen: every result, on the search's own page.
      event.preventDefault()
      router.push({ pathname: '/search', query: { q: query } })
      onSelect()
    }
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    // Also stops the search input's own Escape, which would clear the text.
    event.preventDefault()
    if (overlayOpen) setDismissed(true)
    else closeBar()
  }

  return (
    <div ref={root} className={styles.root} data-search-open={open} onKeyDown={onKeyDown}>
      <div id={ids.bar} role="search" className={styles.bar} hidden={!open}>
        <SearchIcon className={styles.inputIcon} size={20} />
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          aria-expanded={expanded}
          aria-controls={ids.listbox}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={words}
          onChange={(event) => {
            setWords(event.target.value)
            setDismissed(false)
          }}
          onKeyDown={onInputKeyDown}
        />
      </div>

      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-label={t('toggle')}
        aria-expanded={open}
        aria-controls={ids.bar}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? closeBar() : openBar())}
      >
        {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>

      {overlayOpen && Overlay ? (
        <Overlay
          answer={answer}
          listboxId={ids.listbox}
          options={options}
          active={activeIndex}
          busy={busy}
          optionId={optionId}
          onActivate={(index) => setActive({ answer, index })}
          onSelect={onSelect}
        />
      ) : null}
      <SearchStatus answer={overlayOpen && !busy ? answer : null} />
    </div>
  )
}
