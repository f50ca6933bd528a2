'use client'

import { useEffect, useId, useState } from 'react'

import { matchesSubstring } from '@/lib/search/fold-text'

import type { PanelList } from './filter-panel.client'

import styles from './filters.module.css'

/**
 * Lists longer than this (the producers of a large catalogue: 2,000 at 100,000 products) put only their shown
 * values in the page's markup; the others travel as the list's data and are drawn when the visitor expands or
 * searches the list (issue 15, speed: the listing's HTML). Without JavaScript such a list links its full index.
 */
export const COMPACT_LIST = 100

/** A value of a list; `href` is its own listing's address where it has one (types and sub-types). */
export type PanelEntry = { code: string; label: string; count: number; selected: boolean; href?: string }

export type FilterGroupLabels = {
  showAll: string
  showLess: string
  searchProducer: string
  noProducer: string
}

/** The producer list shows 7 items before expanding, the other lists 10. */
export const visibleItems = (name: string) => (name === 'producer' ? 7 : 10)
/** The producer list search waits 500 ms after the last key. */
export const LIST_SEARCH_DEBOUNCE_MS = 500

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/**
 * One facet: its values as checkboxes with counts, the first few shown, the producer list searchable.
 * `collapsed`: the group sits in an accordion (a `details` element: it opens with the keyboard and without
 * JavaScript), closed unless one of its values is selected.
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
  onToggle: (code: string) => void
  collapsed?: boolean
}) {
  const [expanded, setExpanded] = useState(false)
  const [typed, setTyped] = useState('')
  const needle = useDebounced(typed, LIST_SEARCH_DEBOUNCE_MS)
  const id = useId()
  const searchable = list.name === 'producer'
  const limit = visibleItems(list.name)

  const matching = searchable && needle.trim() ? list.entries.filter((e) => matchesSubstring(e.label, needle)) : null
  // Selected values are always shown; the others up to the limit until the list is expanded. Every value
  // stays in the page (hidden ones with `hidden`), so the form and search engines see the whole list.
  const isShown = (entry: PanelEntry, i: number) =>
    matching ? matching.includes(entry) : expanded || i < limit || entry.selected
  const hidden = list.entries.filter((e, i) => !isShown(e, i)).length
  const compact = list.entries.length > COMPACT_LIST

  const selectedHere = list.entries.filter((e) => e.selected).length
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
          />
        </>
      ) : null}
      <ul className={styles.values} id={`${id}-values`}>
        {list.entries.map((entry, i) => {
          const shown = isShown(entry, i)
          if (!shown && compact) return null
          return (
            <li key={entry.code} hidden={!shown}>
              <label className={styles.value} data-disabled={entry.count === 0 && !entry.selected}>
                <input
                  type="checkbox"
                  name={list.name}
                  value={entry.code}
                  checked={checked.includes(entry.code)}
                  disabled={entry.count === 0 && !entry.selected}
                  onChange={() => onToggle(entry.code)}
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
      {matching && matching.length === 0 ? <p className={styles.none}>{labels.noProducer}</p> : null}
      {compact && list.allHref ? (
        <noscript>
          <a className={styles.more} href={list.allHref}>
            {labels.showAll.replace('{count}', String(list.entries.length))}
          </a>
        </noscript>
      ) : null}
      {!matching && (hidden > 0 || expanded) ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={`${id}-values`}
          onClick={() => setExpanded((x) => !x)}
        >
          {expanded ? labels.showLess : labels.showAll.replace('{count}', String(list.entries.length))}
        </button>
      ) : null}
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
