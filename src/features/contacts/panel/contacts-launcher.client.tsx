'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useId, useRef, useState } from 'react'

import { ChatIcon } from '@/components/ui/icons'

import type { ContactsDialogProps } from './contacts-dialog.client'
import type { ContactQuestion } from './questions'

import styles from './contacts-panel.module.css'

export type ContactsPanelLabels = {
  allContacts: string
  back: string
  close: string
  empty: string
  open: string
  title: string
}

export type ContactsLauncherProps = {
  labels: ContactsPanelLabels
  /** The contacts page's path in the page's language. */
  contactsHref: string
  questions: ContactQuestion[]
}

/** The panel: fetched on the first press of the button, never with the page. */
const loadDialog = () => import('./contacts-dialog.client').then((module) => module.ContactsDialog)

/**
 * The round button fixed at the bottom right of every public page, with the attributes of a dialog's
 * trigger, and the panel (`ContactsDialog`), loaded the first time it is opened. The panel closes whenever
 * the route changes, whatever changed it (a link in the panel, the browser's back button).
 */
export function ContactsLauncher(props: ContactsLauncherProps) {
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<ComponentType<ContactsDialogProps> | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const contentId = useId()

  // Closed on a new route, during the render that sees it (no effect, no frame with the panel still open).
  const pathname = usePathname()
  const [shownOn, setShownOn] = useState(pathname)
  if (pathname !== shownOn) {
    setShownOn(pathname)
    setOpen(false)
  }

  const toggle = () => {
    setOpen((value) => !value)
    // A chunk that fails to load is reported (the chunk-reload guard reloads the page once).
    if (!Panel)
      loadDialog()
        .then((component) => setPanel(() => component))
        .catch((error: unknown) => {
          setOpen(false)
          throw error
        })
  }

  return (
    <div data-site-chrome="">
      <button
        ref={trigger}
        type="button"
        className={styles.launcher}
        aria-label={props.labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={toggle}
      >
        <ChatIcon size={24} />
      </button>
      {Panel ? <Panel {...props} open={open} onOpenChange={setOpen} contentId={contentId} trigger={trigger} /> : null}
    </div>
  )
}
