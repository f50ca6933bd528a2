'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'

import { CloseIcon, MenuIcon } from '@/components/ui/icons'

import { MenuLevel, type MenuLevelProps } from './mobile-menu-level.client'
import type { StaticPathname } from './menu-items'
import styles from './mobile-menu.module.css'

export type MobileMenuCategory = {
  code: string
  label: string
  slug: string
  /** "All of this category" link text. */
  allLabel: string
  subTypes: { code: string; label: string; slug: string }[]
}

export type MobileMenuProps = {
  labels: { open: string; close: string; title: string; back: string; allProducts: string; products: string }
  /** Main menu without Products (Products opens level 2). */
  mainItems: { href: StaticPathname; label: string }[]
  smallItems: { href: StaticPathname; label: string }[]
  categories: MobileMenuCategory[]
}

/** Where the panel is: [] main menu, ['products'] categories, ['products', code] a category's filters. */
export type MenuStack = [] | ['products'] | ['products', string]

const WIDE_MENU = '(min-width: 1000px)'

/** The off-canvas menu under 1000 px (spec §4): a modal dialog with three levels that slide in. */
export function MobileMenu({ labels, mainItems, smallItems, categories }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [stack, setStack] = useState<MenuStack>([])
  const [direction, setDirection] = useState<'forward' | 'back'>('forward')
  const returnTo = useRef<string | null>(null)
  const panel = useRef<HTMLDivElement>(null)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) setStack([])
  }
  const go = (next: MenuStack, from?: string) => {
    setDirection(next.length > stack.length ? 'forward' : 'back')
    returnTo.current = next.length < stack.length ? (from ?? null) : null
    setStack(next)
  }

  // Once the wide menu shows, the side menu has no trigger left on screen: close it.
  useEffect(() => {
    const query = window.matchMedia(WIDE_MENU)
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches) return
      setOpen(false)
      setStack([])
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  // Keyboard and screen-reader users follow the slide: focus the new level's heading, or, going back,
  // the button that opened the level just left.
  useEffect(() => {
    const root = panel.current
    if (!root || (stack.length === 0 && !returnTo.current)) return
    const target = returnTo.current
      ? root.querySelector<HTMLElement>(`[data-level-button="${CSS.escape(returnTo.current)}"]`)
      : root.querySelector<HTMLElement>('[data-level-heading]')
    target?.focus()
  }, [stack])

  const level: MenuLevelProps = {
    stack,
    labels,
    mainItems,
    smallItems,
    categories,
    go,
    close: () => onOpenChange(false),
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={styles.trigger} aria-label={labels.open}>
        <MenuIcon size={26} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content ref={panel} className={styles.panel} aria-describedby={undefined} data-surface="dark">
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{labels.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={labels.close}>
              <CloseIcon size={26} />
            </Dialog.Close>
          </div>
          <div key={stack.join('/') || 'main'} className={styles.level} data-direction={direction}>
            <MenuLevel {...level} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
