'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore, useTransition } from 'react'
import { flushSync } from 'react-dom'

import { noSubscription, UntilHydrated } from '@/components/ui/until-hydrated.client'
import { type FacetName, type FilterState, toggleValue } from '@/i18n/filter-state'
import { type SlugExceptions, slugExceptions, stateHref } from '@/i18n/listing-canonical'
import type { Locale } from '@/i18n/locales'
import { keepScrollFor } from '@/lib/kept-scroll.client'

import { FilterGroup, type FilterGroupLabels, type PanelEntry } from './filter-group.client'

import styles from './filters.module.css'

/**
 * `allHref`: a page listing every value with a link to its listing (the producers' index), for a list sent in part
 * without JavaScript. `rest`: the list is sent in part (filter-limits.ts): `entries` holds its first values and the
 * selected ones, `rest.count` how many it has, `rest.href` where the others are asked for.
 */
export type PanelList = {
  name: FacetName
  legend: string
  entries: PanelEntry[]
  allHref?: string
  rest?: { count: number; href: string }
}

/**
 * Whether the visitor left the phone's panel open: each listing state is a page of its own, and the next one
 * opens the panel as the last was, so picking several values does not mean opening the panel each time.
 */
let leftOpen = false
const rememberOpen = (open: boolean) => {
  leftOpen = open
}
const wasLeftOpen = () => leftOpen

/**
 * The box the visitor just ticked or unticked: the next state's page replaces this one's panel, and its box for the
 * same value takes the focus back (the fourth check from outside: focus fell to the page's body, and a keyboard visitor
 * walked the panel from the top, 25 to 38 Tabs, after each filter).
 */
let focusAfterNavigation: { facet: FacetName; code: string } | null = null
const refocusLater = (target: typeof focusAfterNavigation) => {
  focusAfterNavigation = target
}

/** The panel's id: the target of its link before the page's scripts run. */
const FILTERS_ID = 'filters'
/** The listing's results (product-list-view.tsx): where the phone's "Show N products" leads. */
export const RESULTS_ID = 'results'

/** Whether the address targets the panel, or a list in it (a list's "Show all" link, filter-group.client.tsx). */
const isTargeted = () => document.getElementById(FILTERS_ID)?.matches(':is(:target, :has(:target))') ?? false

/** The first groups shown are open; the others wait in accordions (issue 15, item 1: about 20 facets). */
export const OPEN_GROUPS = 5

export type FilterPanelLabels = FilterGroupLabels & {
  title: string
  toggle: string
  apply: string
  updating: string
  /** "Show 6 products": the phone's way from the open panel to the list it chose. */
  showResults: string
}

/**
 * The listing's filters (issue 4): one checkbox per value with its count, in a GET form whose
 * fields are the URL's filter state. With JavaScript a change navigates at once; without it, "Apply" sends
 * the form. Values at zero are disabled unless selected.
 */
export function FilterPanel({
  action,
  locale,
  slugs,
  lists,
  labels,
  selectedCount,
}: {
  /** The all-products listing's path in the visitor's language: the form without JavaScript is sent there. */
  action: string
  locale: Locale
  /** The routed values' slugs where they are not their codes: a change goes straight to its state's one address. */
  slugs: SlugExceptions
  lists: PanelList[]
  labels: FilterPanelLabels
  selectedCount: number
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  // null: the visitor has not chosen on this page, and the panel is as the last page left it, or as its link did.
  const [chosen, setChosen] = useState<boolean | null>(() => (wasLeftOpen() ? true : null))
  // Opened by its link before the scripts ran (below): it stays open when the button takes the link's place.
  const targeted = useSyncExternalStore(noSubscription, isTargeted, () => false)
  const open = chosen ?? targeted
  const setOpen = (value: boolean) => {
    rememberOpen(value)
    setChosen(value)
  }
  const panelId = useId()

  // The boxes follow the visitor's click at once; the page's answer (new counts) follows the navigation.
  const fromProps = (): FilterState['facets'] =>
    Object.fromEntries(lists.map((l) => [l.name, l.entries.filter((e) => e.selected).map((e) => e.code)]))
  const [selection, setSelection] = useState(fromProps)
  const propsKey = JSON.stringify(fromProps())
  const [shownKey, setShownKey] = useState(propsKey)
  // A new page (navigation, back button) brings its own selection: adopt it during render.
  if (shownKey !== propsKey) {
    setShownKey(propsKey)
    setSelection(fromProps())
  }

  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const target = focusAfterNavigation
    // Only where focus was lost with the replaced box: a visitor who has moved on keeps their place.
    if (!target || (document.activeElement && document.activeElement !== document.body)) return
    const box = form.current?.querySelector<HTMLInputElement>(
      `input[type="checkbox"][name="${CSS.escape(target.facet)}"][value="${CSS.escape(target.code)}"]`,
    )
    if (!box) return
    refocusLater(null)
    box.focus({ preventScroll: true })
    // The new page may have come scrolled to its top, or with more above the box: a focus out of sight is no focus to
    // a keyboard's user (WCAG 2.4.11; the seventh check from outside found it 900 px below the window).
    box.scrollIntoView({ block: 'nearest' })
  }, [propsKey])

  // `slug`: a value of a list sent in part, fetched after the page came, brings its slug (the page sent none).
  const toggle = (facet: FacetName, code: string, slug?: string | null) => {
    const active = document.activeElement
    refocusLater(
      active instanceof HTMLInputElement && active.type === 'checkbox' && form.current?.contains(active)
        ? { facet, code }
        : null,
    )
    // The next state's address has no `#filters`: a panel its link opened stays open there.
    if (chosen === null) setOpen(open)
    const next = toggleValue({ facets: selection, page: 1 }, facet, code)
    setSelection(next.facets)
    const known = slug ? { ...slugs, ...slugExceptions([{ facet, code, slug }]) } : slugs
    const href = stateHref(next.facets, locale, known)
    keepScrollFor(href)
    startTransition(() => router.push(href, { scroll: false }))
  }

  const toggleText = (
    <>
      {labels.toggle}
      {selectedCount > 0 ? <span className={styles.badge}>{selectedCount}</span> : null}
    </>
  )

  return (
    <section
      id={FILTERS_ID}
      className={styles.panel}
      aria-labelledby={`${panelId}-title`}
      data-open={open}
      aria-busy={pending}
    >
      {/* Until the scripts run, a link to the panel, which, targeted, opens (filters.module.css): the form works
          without them, sent by its Apply button. */}
      <UntilHydrated
        fallback={
          <a className={styles.toggle} href={`#${FILTERS_ID}`}>
            {toggleText}
          </a>
        }
      >
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {toggleText}
        </button>
      </UntilHydrated>
      <div id={panelId} className={styles.body}>
        <h2 id={`${panelId}-title`} className={styles.title}>
          {labels.title}
        </h2>
        <form ref={form} id={`${panelId}-form`} method="get" action={action}>
          {lists.map((list, i) => (
            <FilterGroup
              key={list.name}
              list={list}
              collapsed={i >= OPEN_GROUPS}
              labels={labels}
              checked={selection[list.name] ?? []}
              onToggle={(code, slug) => toggle(list.name, code, slug)}
            />
          ))}
          {/* With JavaScript a click applies at once; without it, the form is sent by this button. */}
          <noscript>
            <button type="submit" className={styles.apply}>
              {labels.apply}
            </button>
          </noscript>
        </form>
        <p className={styles.pending} role="status">
          {pending ? labels.updating : ''}
        </p>
        {/* On a phone the panel stays open from one choice to the next, above the list (the seventeenth check from
            outside: six products 2,400 px below, and no way to them but scrolling past every list). Until the scripts
            run, the boxes are choices not yet sent: the same place sends the form (a link to the list left them
            unsent, under a count that was not theirs: the twenty-third check from outside). */}
        <UntilHydrated
          fallback={
            <button type="submit" form={`${panelId}-form`} className={styles.showResults}>
              {labels.apply}
            </button>
          }
        >
          <button
            type="button"
            className={styles.showResults}
            onClick={() => {
              // Closed first: the list moves up by the panel's height, and is then scrolled to where it is.
              flushSync(() => setOpen(false))
              const results = document.getElementById(RESULTS_ID)
              results?.focus({ preventScroll: true })
              results?.scrollIntoView({ block: 'start' })
            }}
          >
            {labels.showResults}
          </button>
        </UntilHydrated>
      </div>
    </section>
  )
}
