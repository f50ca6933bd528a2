'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

import { ChevronRightIcon, CloseIcon } from '@/components/ui/icons'
import { Modal, ModalClose, ModalTitle } from '@/components/ui/modal.client'
import { PageLink } from '@/components/ui/page-link'

import { ContactAnswer } from './contact-answer.client'
import type { ContactsLauncherProps } from './contacts-launcher.client'

import styles from './contacts-panel.module.css'

export type ContactsDialogProps = ContactsLauncherProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The id the button's aria-controls names. */
  contentId: string
  /** The floating button, which gets the focus back when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The contacts panel: the site's modal dialog whose front lists the questions and whose back shows the chosen
 * question's answer and link. Loaded by `ContactsLauncher` the first time the panel opens.
 */
export function ContactsDialog({
  open,
  onOpenChange,
  contentId,
  trigger,
  labels,
  contactsHref,
  questions,
}: ContactsDialogProps) {
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [direction, setDirection] = useState<'forward' | 'back' | null>(null)
  // The question just left, whose button gets the focus back on the list.
  const left = useRef<number | null>(null)
  const body = useRef<HTMLDivElement>(null)

  // Every opening starts from the list (reset on opening, so that the closing panel fades out as it was).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setChosenId(null)
      setDirection(null)
    }
  }

  const show = (id: number | null) => {
    left.current = id === null ? chosenId : null
    setDirection(id === null ? 'back' : 'forward')
    setChosenId(id)
  }
  const close = () => onOpenChange(false)

  // Keyboard and screen-reader users follow the turn: to the answer's heading, or back to its question.
  useEffect(() => {
    const root = body.current
    if (!root || direction === null) return
    const target =
      chosenId !== null
        ? root.querySelector<HTMLElement>('[data-answer-heading]')
        : root.querySelector<HTMLElement>(`[data-question="${left.current}"]`)
    target?.focus()
  }, [chosenId, direction])

  const chosen = questions.find((question) => question.id === chosenId)

  return (
    // The button gets the focus back, also where pressing it did not focus it
    // (Safari), so that close() would give the focus to the body.
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      id={contentId}
      layout="panel"
      className={styles.panel}
      backdrop="light"
      returnFocus={trigger}
    >
      <div className={styles.head} data-surface="dark">
        <ModalTitle className={styles.title}>{labels.title}</ModalTitle>
        <ModalClose className={styles.close} aria-label={labels.close}>
          <CloseIcon size={22} />
        </ModalClose>
      </div>
      {/* Both sides share one cell, the list kept under the answer: the panel keeps its size as it turns. */}
      <div ref={body} className={styles.body}>
        <div
          className={styles.side}
          data-direction={direction === 'back' ? direction : undefined}
          data-covered={chosen ? '' : undefined}
          inert={!!chosen}
        >
          {questions.length > 0 ? (
            <ul className={styles.questions}>
              {questions.map((question) => (
                <li key={question.id}>
                  <button
                    type="button"
                    className={styles.question}
                    data-question={question.id}
                    onClick={() => show(question.id)}
                  >
                    {question.title}
                    <ChevronRightIcon className={styles.chevron} size={18} />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{labels.empty}</p>
          )}
        </div>
        {chosen ? (
          <div key={chosen.id} className={styles.side} data-direction="forward">
            <ContactAnswer question={chosen} back={labels.back} onBack={() => show(null)} onFollow={close} />
          </div>
        ) : null}
      </div>
      <div className={styles.foot}>
        <PageLink className={styles.allContacts} href={contactsHref} onClick={close}>
          {labels.allContacts}
          <ChevronRightIcon size={16} />
        </PageLink>
      </div>
    </Modal>
  )
}
