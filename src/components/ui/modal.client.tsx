'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, Ref, RefObject } from 'react'

import styles from './modal.module.css'

export type ModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * `card` (the default): a card centred over the page, `className` adding to it (its size, its layout), fading in and
   * out over 0.6 s with the backdrop; `panel`: the box is `className` alone (where it sits, how it looks, how it
   * slides: the side panels), a fade instead when motion is reduced.
   */
  layout?: 'card' | 'panel'
  className?: string
  /** How much the backdrop dims the page. */
  backdrop?: 'strong' | 'light'
  /** The element that gets the focus back on closing, when the dialog was opened from outside Radix's trigger. */
  returnFocus?: RefObject<HTMLElement | null>
  /** Whether a `ModalDescription` describes the dialog (else it has none, which Radix then does not ask for). */
  described?: boolean
  id?: string
  ref?: Ref<HTMLDivElement>
  children: ReactNode
} & { [data: `data-${string}`]: string | undefined }

/**
 * The site's modal dialog (issue 13, item 4): Radix's dialog, so focus moves in, stays in and comes back, Escape and
 * the backdrop close it, and the page behind is inert; a backdrop that fades over 0.6 s (spec §6). The site overlay,
 * the mobile menu and the contacts panel are built on it.
 */
export function Modal({
  open,
  onOpenChange,
  layout = 'card',
  className,
  backdrop = 'strong',
  returnFocus,
  described = false,
  id,
  ref,
  children,
  ...data
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-tone={backdrop} />
        <Dialog.Content
          {...data}
          ref={ref}
          id={id}
          className={[layout === 'card' ? styles.card : '', className, styles.content].filter(Boolean).join(' ')}
          data-layout={layout}
          {...(described ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  event.preventDefault()
                  returnFocus.current?.focus()
                }
              : undefined
          }
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export const ModalTitle = Dialog.Title
export const ModalDescription = Dialog.Description
export const ModalClose = Dialog.Close
