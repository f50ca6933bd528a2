'use client'

import { useEffect, useId, useState } from 'react'

import { UntilHydrated } from '@/components/ui/until-hydrated.client'
import { matchesSubstring } from '@/lib/search/fold-text'

import { LIST_SEARCH_DEBOUNCE_MS, visibleItems } from './filter-limits'
import type { PanelList } from './filter-panel.client'

import styles from './filters.module.css'

/** A value of a list; `href` is its own listing's address where it has one (types and sub-types). */
export type PanelEntry = { code: string; label: string; count: number; selected: boolean; href?: string }

/** A value as the list's address answers it (src/app/api/filter-values): with its slug, for its listing's address. */
export type FetchedEntry = PanelEntry & { slug: string | null }

export type FilterGroupLabels = {
  showAll: string
  showLess: string
  searchProducer: string
  noProducer: string
  loadingValues: string
  valuesFailed: string
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/** The rest of a list sent in part, once asked: kept with the address it came from (the listing state's). */
type Fetched = { href: string; entries: FetchedEntry[] }

/**
 * One facet: its values as checkboxes with counts, the first few shown, the producer list searchable.
 * `collapsed`: the group sits in an accordion (a `details` element: it opens with the keyboard and without
 * JavaScript), closed unless one of its values is selected. A list sent in part (`list.rest`) asks for its other
 * values once the visitor expands it or starts searching it, and again for each new listing state from then on.
 * `onToggle` gets a fetched value's slug, which the page did not send.
 */
export function FilterGroup({
  list,
  labels,
  checked,
  onToggle,
  collapsed = false,
}: {
  list: PanelList
  labels: FilterGroupLabels
  checked: string[]
  onToggle: (code: string, slug?: string | null) => void
  collapsed?: boolean
}) {
  const [expanded, setExpanded] = useState(false)
  const [typed, setTyped] = useState('')
  const [wanted, setWanted] = useState(false)
  const [fetched, setFetched] = useState<Fetched | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const needle = useDebounced(typed, LIST_SEARCH_DEBOUNCE_MS)
  const id = useId()
  const searchable = list.name === 'producer'
  const limit = visibleItems(list.name)

  const href = list.rest?.href
  // A new listing state (a navigation) brings a new address: what was fetched for the last one is not used.
  const complete = !href || fetched?.href === href
  const entries: PanelEntry[] = href && complete ? fetched!.entries : list.entries
  const total = list.rest?.count ?? list.entries.length
  const status = !complete && wanted ? (failed === href ? labels.valuesFailed : labels.loadingValues) : ''
  const open = expanded && complete

  useEffect(() => {
    if (!wanted || !href || fetched?.href === href) return
    let current = true
    fetch(href, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`)
        const { entries: values } = (await response.json()) as { entries: FetchedEntry[] }
        if (current) setFetched({ href, entries: values })
      })
      .catch(() => {
        if (current) setFailed(href)
      })
    return () => {
      current = false
    }
  }, [wanted, href, fetched, attempt])

  /** The visitor wants the whole list: ask for it, or again after a failure. */
  const want = () => {
    setWanted(true)
    if (failed === href) {
      setFailed(null)
      setAttempt((n) => n + 1)
    }
  }

  const matching = searchable && needle.trim() ? entries.filter((e) => matchesSubstring(e.label, needle)) : null
  // Selected values are always shown; the others up to the limit until the list is expanded. A list sent whole keeps
  // every value in the page (hidden ones with `hidden`), so the form and search engines see the whole list; a list
  // sent in part draws only what is shown.
  const isShown = (entry: PanelEntry, i: number) =>
    matching ? matching.includes(entry) : expanded || i < limit || entry.selected
  const hidden = total - entries.filter((e, i) => isShown(e, i)).length

  const selectedHere = list.entries.filter((e) => e.selected).length
  const showAll = labels.showAll.replace('{count}', String(total))
  const more = (
    <button
      type="button"
      className={styles.more}
      aria-expanded={open}
      aria-controls={`${id}-values`}
      aria-busy={Boolean(status) && failed !== href}
      onClick={() => {
        // Until its values arrive, a list sent in part stays "show all": a press asks again after a failure.
        if (!open) want()
        setExpanded(!open)
      }}
    >
      {open ? labels.showLess : showAll}
    </button>
  )
  const group = (
    <fieldset className={collapsed ? styles.accordionBody : styles.group}>
      <legend className={collapsed ? 'visually-hidden' : styles.legend}>{list.legend}</legend>
      {searchable ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {labels.searchProducer}
          </label>
          <input
            id={`${id}-search`}
            className={styles.search}
            type="search"
            placeholder={labels.searchProducer}
            value={typed}
            autoComplete="off"
            // The list search is not a filter of the URL: keep it out of the form's data.
            form=""
            onChange={(e) => setTyped(e.target.value)}
            onFocus={want}
          />
        </>
      ) : null}
      <ul className={styles.values} id={`${id}-values`}>
        {entries.map((entry, i) => {
          const shown = isShown(entry, i)
          if (!shown && list.rest) return null
          return (
            <li key={entry.code} hidden={!shown}>
              <label className={styles.value} data-disabled={entry.count === 0 && !entry.selected}>
                <input
                  type="checkbox"
                  name={list.name}
                  value={entry.code}
                  checked={checked.includes(entry.code)}
                  disabled={entry.count === 0 && !entry.selected}
                  onChange={() => onToggle(entry.code, (entry as Partial<FetchedEntry>).slug)}
                />
                {entry.href ? (
                  // A link for crawlers and for a click without JavaScript (issue 15, item 3: crawlable categories);
                  // with it, a click ticks the box like the rest of the label. Out of the Tab order: the box is there.
                  <a
                    className={styles.label}
                    href={entry.href}
                    tabIndex={-1}
                    onClick={(event) => {
                      event.preventDefault()
                      if (entry.count > 0 || entry.selected) onToggle(entry.code)
                    }}
                  >
                    {entry.label}
                  </a>
                ) : (
                  <span className={styles.label}>{entry.label}</span>
                )}
                <span className={styles.count}>{entry.count}</span>
              </label>
            </li>
          )
        })}
      </ul>
      {matching && matching.length === 0 && complete ? <p className={styles.none}>{labels.noProducer}</p> : null}
      {href ? (
        <p className={styles.none} role="status">
          {status}
        </p>
      ) : null}
      {list.rest && list.allHref ? (
        <noscript>
          <a className={styles.more} href={list.allHref}>
            {showAll}
          </a>
        </noscript>
      ) : null}
      {matching || (hidden === 0 && !expanded) ? null : list.rest ? (
        more
      ) : (
        // Until the scripts run, a link to the list, which, targeted, shows its hidden values (filters.module.css):
        // they are in the page already (decision 080).
        <UntilHydrated
          fallback={
            <a className={styles.more} href={`#${id}-values`}>
              {showAll}
            </a>
          }
        >
          {more}
        </UntilHydrated>
      )}
    </fieldset>
  )
  if (!collapsed) return group
  return (
    <details className={styles.accordion} open={selectedHere > 0 || undefined}>
      <summary className={styles.summary}>
        <span>{list.legend}</span>
        {selectedHere > 0 ? <span className={styles.badge}>{selectedHere}</span> : null}
      </summary>
      {group}
    </details>
  )
}
