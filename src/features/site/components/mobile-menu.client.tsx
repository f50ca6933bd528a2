'use client'

import { type ComponentType, useEffect, useId, useRef, useState } from 'react'

import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { UntilHydrated } from '@/components/ui/until-hydrated.client'
import type { NavMatch } from '@/i18n/nav-match'
import { cancelIdle, requestIdle } from '@/lib/idle.client'
import { savesData } from '@/lib/offline.client'

import { SITE_MENU_ID } from './menu-items'
import type { MobileMenuDialogProps } from './mobile-menu-dialog.client'

import styles from './mobile-menu.module.css'

/** A link of the menu: its path in the page's language and where it is current, built on the server. */
export type MobileMenuLink = { href: string; match: NavMatch }

/** A type listing of the menu. */
type MenuListing = MobileMenuLink & { code: string; label: string }

export type MobileMenuCategory = MenuListing & {
  /** "All of this category" link text. */
  allLabel: string
  subTypes: MenuListing[]
}

/** A fixed page of the menus. */
export type MobileMenuItem = MobileMenuLink & { label: string }

export type MobileMenuProps = {
  labels: { open: string; close: string; title: string; back: string; allProducts: string; products: string }
  /** The product listing ("all products", current on the listing only). */
  allProducts: MobileMenuLink
  /** Main menu without Products (Products opens level 2). */
  mainItems: MobileMenuItem[]
  smallItems: MobileMenuItem[]
  categories: MobileMenuCategory[]
}

/** Where the panel is: [] main menu, ['products'] categories, ['products', code] a category's filters. */
export type MenuStack = [] | ['products'] | ['products', string]

/** The panel: fetched when the menu is about to be used, never with the page. */
const loadDialog = () => import('./mobile-menu-dialog.client').then((module) => module.MobileMenuDialog)

/** Where the menu button shows (site-header.module.css). */
const MENU_WIDTHS = '(max-width: 999.98px)'

/**
 * Offline, a panel never fetched cannot be, and the menu did not open (the twenty-second check from outside). Once
 * the service worker, which keeps every script the page fetches (public/sw.js), controls the page, the panel is
 * fetched when the browser is idle, where the button shows and the connection does not ask to save data.
 */
function useKeptForOffline() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const worker = navigator.serviceWorker
    let idle: number | undefined
    const keep = () => {
      if (!worker.controller || savesData() || !window.matchMedia(MENU_WIDTHS).matches) return
      idle = requestIdle(() => void loadDialog().catch(() => {}), 5000)
    }
    if (worker.controller) keep()
    else worker.addEventListener('controllerchange', keep, { once: true })
    return () => {
      worker.removeEventListener('controllerchange', keep)
      if (idle !== undefined) cancelIdle(idle)
    }
  }, [])
}

/**
 * The off-canvas menu under 1000 px: the menu button, with the attributes of a dialog's trigger,
 * and the modal dialog (`MobileMenuDialog`), loaded on the first hover, focus or press of the button.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<ComponentType<MobileMenuDialogProps> | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  useKeptForOffline()

  const load = () => loadDialog().then((component) => setPanel(() => component))
  // Ahead of a press: a failure here is left to the press, which reports it.
  const preload = () => {
    if (!Panel) load().catch(() => {})
  }
  const toggle = () => {
    setOpen((value) => !value)
    // A chunk that fails to load is reported (the chunk-reload guard reloads the page once).
    if (!Panel)
      load().catch((error: unknown) => {
        setOpen(false)
        throw error
      })
  }

  return (
    // Until the scripts run, a link to the bar itself, which, targeted, shows its menus below it
    // (site-header.module.css), and one that puts them away again.
    <UntilHydrated
      fallback={
        <>
          <a className={styles.trigger} href={`#${SITE_MENU_ID}`} aria-label={props.labels.open} data-menu-link="open">
            <MenuIcon size={26} />
          </a>
          <a className={styles.trigger} href="#" aria-label={props.labels.close} data-menu-link="close">
            <CloseIcon size={26} />
          </a>
        </>
      }
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={props.labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
      >
        <MenuIcon size={26} />
      </button>
      {Panel ? <Panel {...props} open={open} onOpenChange={setOpen} contentId={contentId} trigger={trigger} /> : null}
    </UntilHydrated>
  )
}
