'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

import { CloseIcon } from '@/components/ui/icons'
import { Modal, ModalClose, ModalTitle } from '@/components/ui/modal.client'

import type { MenuStack, MobileMenuProps } from './mobile-menu.client'
import { MenuLevel, type MenuLevelProps } from './mobile-menu-level.client'

import styles from './mobile-menu.module.css'

export type MobileMenuDialogProps = MobileMenuProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The id the trigger's aria-controls names. */
  contentId: string
  /** The menu button, which gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

const WIDE_MENU = '(min-width: 1000px)'

/**
 * The off-canvas panel of the mobile menu: the site's modal dialog with three levels that slide in. Loaded by
 * `MobileMenu` the first time the menu is about to open, so that pages never load it up front.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  contentId,
  trigger,
  labels,
  allProducts,
  mainItems,
  smallItems,
  categories,
}: MobileMenuDialogProps) {
  const [stack, setStack] = useState<MenuStack>([])
  const [direction, setDirection] = useState<'forward' | 'back'>('forward')
  const returnTo = useRef<string | null>(null)

  const setOpen = (next: boolean) => {
    onOpenChange(next)
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
      onOpenChange(false)
      setStack([])
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [onOpenChange])

  // Keyboard and screen-reader users follow the slide: focus the new level's heading, or, going back,
  // the button that opened the level just left.
  useEffect(() => {
    const root = document.getElementById(contentId)
    if (!root || (stack.length === 0 && !returnTo.current)) return
    const target = returnTo.current
      ? root.querySelector<HTMLElement>(`[data-level-button="${CSS.escape(returnTo.current)}"]`)
      : root.querySelector<HTMLElement>('[data-level-heading]')
    target?.focus()
  }, [stack, contentId])

  const level: MenuLevelProps = {
    stack,
    labels,
    allProducts,
    mainItems,
    smallItems,
    categories,
    go,
    close: () => setOpen(false),
  }

  return (
    // The trigger gets the focus back, also where pressing it did not focus it
    // (Safari), so that close() would give the focus to the body.
    <Modal
      open={open}
      onOpenChange={setOpen}
      id={contentId}
      layout="panel"
      className={styles.panel}
      returnFocus={trigger}
      data-surface="dark"
    >
      <div className={styles.top}>
        <ModalTitle className={styles.title}>{labels.title}</ModalTitle>
        <ModalClose className={styles.close} aria-label={labels.close}>
          <CloseIcon size={26} />
        </ModalClose>
      </div>
      <div key={stack.join('/') || 'main'} className={styles.level} data-direction={direction}>
        <MenuLevel {...level} />
      </div>
    </Modal>
  )
}
