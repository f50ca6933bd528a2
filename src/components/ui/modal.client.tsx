'use client'

import { type ComponentProps, createContext, type ReactNode, type RefObject, use, useId } from 'react'
import { createPortal } from 'react-dom'

import { useModalDialog } from './use-modal-dialog.client'

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
  /**
   * The element that gets the focus back on closing, rather than what had it on opening: the trigger of a lazily
   * loaded panel (Safari does not focus a pressed button).
   */
  returnFocus?: RefObject<HTMLElement | null>
  /** Whether a `ModalDescription` describes the dialog (else it has no `aria-describedby`). */
  described?: boolean
  id?: string
  children: ReactNode
} & { [data: `data-${string}`]: string | undefined }

type Context = { titleId: string; descriptionId: string; close: () => void }
const ModalContext = createContext<Context | null>(null)

const useModal = () => {
  const context = use(ModalContext)
  if (!context) throw new Error('A ModalTitle, ModalDescription or ModalClose belongs inside a Modal')
  return context
}

/**
 * The site's modal dialog (issue 13, item 4; decision 042): the browser's `<dialog>` shown with `showModal()`, so
 * focus moves in, stays in and comes back, the page behind is inert, Escape and the backdrop close it; a backdrop that
 * fades over 0.6 s (spec §6). The site overlay, the mobile menu and the contacts panel are built on it. It is portalled
 * to the body, as Radix's dialog was: what it inherits (fonts, colours, custom properties) is the body's, not the
 * header's or the footer's it is declared in.
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
  children,
  ...data
}: ModalProps) {
  const { present, props } = useModalDialog({ open, onOpenChange, returnFocus })
  const titleId = useId()
  const descriptionId = useId()
  if (!present || typeof document === 'undefined') return null
  return createPortal(
    <ModalContext value={{ titleId, descriptionId, close: () => onOpenChange(false) }}>
      <dialog
        {...data}
        {...props}
        id={id}
        className={[layout === 'card' ? styles.card : '', className, styles.content].filter(Boolean).join(' ')}
        data-layout={layout}
        data-tone={backdrop}
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
      >
        {children}
      </dialog>
    </ModalContext>,
    document.body,
  )
}

/** The dialog's name (a second-level heading, as Radix's title was). */
export function ModalTitle(props: Omit<ComponentProps<'h2'>, 'id'>) {
  const { titleId } = useModal()
  return <h2 {...props} id={titleId} />
}

/** The dialog's description, when its `Modal` is `described`: a block, so that it can hold headings and paragraphs. */
export function ModalDescription(props: Omit<ComponentProps<'div'>, 'id'>) {
  const { descriptionId } = useModal()
  return <div {...props} id={descriptionId} />
}

/** A button that closes the dialog. */
export function ModalClose({ onClick, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const { close } = useModal()
  return (
    <button
      {...props}
      type="button"
      onClick={(event) => {
        onClick?.(event)
        close()
      }}
    />
  )
}
