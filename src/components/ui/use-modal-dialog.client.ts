'use client'

import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

type Options = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus?: RefObject<HTMLElement | null>
}

/**
 * A `<dialog>` shown with `showModal()` while `open` is true: the browser puts it in the top layer, makes the page
 * behind inert and moves the focus in. React's `open` stays the one truth: Escape (the `cancel` event) and a press
 * on the backdrop only ask `onOpenChange(false)`; the dialog then stays on screen, marked `data-state="closed"`,
 * until its closing animations (and its backdrop's) have run, like Radix's presence did.
 */
export function useModalDialog({ open, onOpenChange, returnFocus }: Options) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Mounted while open and while closing; unmounted after, so a closed dialog's pictures are not fetched.
  const [present, setPresent] = useState(open)
  if (open && !present) setPresent(true)

  // Before the browser paints: the opening animations start with the first frame that shows the dialog.
  useLayoutEffect(() => {
    const element = dialog.current
    if (open && element && !element.open) element.showModal()
  }, [open, present])

  useEffect(() => (present ? lockPageScroll() : undefined), [present])

  useEffect(() => {
    const element = dialog.current
    if (open || !element) return
    let cancelled = false
    void Promise.allSettled(closingAnimations(element).map((animation) => animation.finished)).then(() => {
      if (cancelled) return
      // close() gives the focus back to what had it before showModal(); a dialog opened from outside its own tree
      // names the element that should have it instead.
      element.close()
      returnFocus?.current?.focus()
      setPresent(false)
    })
    return () => {
      cancelled = true
    }
  }, [open, returnFocus])

  // A pointer that went down on the content and was released over the backdrop (selecting text) does not close.
  const pressedBackdrop = useRef(false)
  const onBackdrop = (event: PointerEvent<HTMLDialogElement> | MouseEvent<HTMLDialogElement>) =>
    event.target === event.currentTarget && !within(event.currentTarget.getBoundingClientRect(), event)

  const props = {
    ref: dialog,
    'data-state': open ? 'open' : 'closed',
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault()
      if (open) onOpenChange(false)
    },
    // The browser may close it itself (Escape pressed twice without a user activation between): follow it.
    onClose: () => {
      if (open) onOpenChange(false)
    },
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedBackdrop.current = onBackdrop(event)
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (open && pressedBackdrop.current && onBackdrop(event)) onOpenChange(false)
      pressedBackdrop.current = false
    },
  }
  return { present, props }
}

/** A click on the `::backdrop` targets the dialog itself, outside its box. */
const within = (box: DOMRect, { clientX: x, clientY: y }: { clientX: number; clientY: number }) =>
  x >= box.left && x <= box.right && y >= box.top && y <= box.bottom

/** The dialog's, its backdrop's and its content's running animations that end (a spinner inside never does). */
const closingAnimations = (element: HTMLElement) =>
  element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)

/**
 * The page does not scroll under a modal, as Radix's dialog made sure, and does not move either: where a classic
 * scrollbar showed, `scrollbar-gutter` keeps its room (fixed elements included, which Radix's padding did not).
 */
function lockPageScroll() {
  const { body, documentElement: root } = document
  const before = { overflow: body.style.overflow, gutter: root.style.scrollbarGutter }
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable'
  body.style.overflow = 'hidden'
  return () => {
    body.style.overflow = before.overflow
    root.style.scrollbarGutter = before.gutter
  }
}
