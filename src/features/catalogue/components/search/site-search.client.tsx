'use client'

import { usePathname, useRouter } from 'next/navigation'
import type { AbstractIntlMessages } from 'next-intl'
import { type ComponentType, useEffect, useId, useRef, useState } from 'react'

import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { UntilHydrated } from '@/components/ui/until-hydrated.client'
import type { Locale } from '@/i18n/locales'
import { SEARCH_MAX_LENGTH } from '@/i18n/search-paths'

import type { SearchHref } from './search-options'
import type { SearchPopupHandle, SearchPopupProps } from './search-popup.client'

import styles from './search.module.css'

/** The header's search texts, translated on the server. */
export type SiteSearchLabels = { label: string; placeholder: string; toggle: string }

/**
 * Everything that only matters once there is text (the requests, the results, their keyboard, the overlay and the
 * announcements): fetched on the first hover, focus or press of the search button, or focus of the field, never with
 * the page (decision 044).
 */
const loadPopup = () => import('./search-popup.client').then((module) => module.SearchPopup)

/**
 * The header's search: a button that shows the bar (and hides the other menu items), an input that is a WAI-ARIA 1.2
 * combobox, and the results overlay that opens while there is text and locks page scrolling. Hiding the bar, emptying
 * the text, changing route or moving the focus out of the search closes the overlay; Escape closes the overlay, then
 * the bar.
 *
 * This part, on every page, owns the field and its text: what is typed before the results' code has arrived stays in
 * the field, and is searched as soon as it arrives; Enter already opens the search page with it.
 */
export function SiteSearchClient({
  labels,
  locale,
  searchPath,
  messages,
}: {
  labels: SiteSearchLabels
  locale: Locale
  /** The search page's path in the page's language. */
  searchPath: string
  /** The results' texts, handed to the part loaded on demand. */
  messages: AbstractIntlMessages
}) {
  const router = useRouter()
  const pathname = usePathname()
  const id = useId()
  const ids = { bar: `${id}bar`, listbox: `${id}listbox` }

  const [open, setOpen] = useState(false)
  const [words, setWords] = useState('')
  const [dismissed, setDismissed] = useState(false)
  const [path, setPath] = useState(pathname)
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | null>(null)
  const [combobox, setCombobox] = useState<{ expanded: boolean; activeId?: string }>({ expanded: false })
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popup = useRef<SearchPopupHandle>(null)
  const loading = useRef<Promise<void> | null>(null)

  // A route change closes the bar and its overlay.
  if (pathname !== path) {
    setPath(pathname)
    setOpen(false)
    setWords('')
  }

  const query = open ? words.trim() : ''
  const overlayOpen = query !== '' && !dismissed

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  const loadPopupOnce = () =>
    (loading.current ??= loadPopup().then(
      (component) => setPopup(() => component),
      (error: unknown) => {
        // The next intent tries again; this failure is reported (the chunk-reload guard reloads the page once).
        loading.current = null
        throw error
      },
    ))
  // Ahead of a press: a failure here is left to the press, which reports it.
  const preload = () => void loadPopupOnce().catch(() => {})

  const openBar = () => {
    void loadPopupOnce()
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
  const go = (href: SearchHref) => {
    router.push(href)
    onSelect()
  }

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!overlayOpen) setDismissed(false)
      else popup.current?.move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && overlayOpen && popup.current?.choose()) {
      event.preventDefault()
    } else if (event.key === 'Enter' && query) {
      // No result chosen (or the results not there yet): every result, on the search's own page.
      event.preventDefault()
      go(`${searchPath}?${new URLSearchParams({ q: query })}`)
    }
  }

  // Focus moved on to something outside the search (Tab past its last result): the overlay closes, as Escape closes
  // it, so that focus is never on the page hidden under it (the third check from outside). A press on a part of the
  // results that takes no focus moves it to no element, and keeps them open.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget
    if (overlayOpen && next instanceof Node && !root.current?.contains(next)) setDismissed(true)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    // Also stops the search input's own Escape, which would clear the text.
    event.preventDefault()
    if (overlayOpen) {
      setDismissed(true)
      // From a result, the focus would go with the overlay, to the page's body (the twentieth check from outside): it
      // goes back to the field, whose words stay, as a combobox's Escape does.
      if (document.activeElement !== input.current) input.current?.focus()
    } else closeBar()
  }

  return (
    <div ref={root} className={styles.root} data-search-open={open} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div id={ids.bar} role="search" className={styles.bar} hidden={!open}>
        <SearchIcon className={styles.inputIcon} size={20} />
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={labels.label}
          placeholder={labels.placeholder}
          aria-expanded={Popup !== null && overlayOpen && combobox.expanded}
          aria-controls={ids.listbox}
          aria-autocomplete="list"
          aria-activedescendant={Popup !== null && overlayOpen ? combobox.activeId : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          // As the search page's box: longer words are cut by the search anyway, and a box without a limit let a
          // visitor make an address the server refuses whole (431; the sixth check from outside).
          maxLength={SEARCH_MAX_LENGTH}
          value={words}
          onFocus={preload}
          onChange={(event) => {
            setWords(event.target.value)
            setDismissed(false)
          }}
          onKeyDown={onInputKeyDown}
        />
      </div>

      {/* Until the scripts run, the search's own page (its box works without them). */}
      <UntilHydrated
        fallback={
          <a className={styles.toggle} href={searchPath} aria-label={labels.toggle}>
            <SearchIcon size={22} />
          </a>
        }
      >
        <button
          ref={button}
          type="button"
          className={styles.toggle}
          aria-label={labels.toggle}
          aria-expanded={open}
          aria-controls={ids.bar}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => (open ? closeBar() : openBar())}
        >
          {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
        </button>
      </UntilHydrated>

      {Popup ? (
        <Popup
          ref={popup}
          query={query}
          locale={locale}
          messages={messages}
          overlayOpen={overlayOpen}
          listboxId={ids.listbox}
          idPrefix={id}
          onComboboxChange={setCombobox}
          onChoose={go}
          onSelect={onSelect}
        />
      ) : null}
    </div>
  )
}
