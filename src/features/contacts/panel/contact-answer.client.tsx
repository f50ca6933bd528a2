'use client'

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { PageLink } from '@/components/ui/page-link'

import type { ContactQuestion } from './questions'

import styles from './contacts-panel.module.css'
import buttons from '@/components/ui/button.module.css'

type ContactAnswerProps = {
  question: ContactQuestion
  back: string
  onBack: () => void
  /** Following the link to a page of the site closes the panel. */
  onFollow: () => void
}

/** The back of the contacts panel: the chosen question, its answer and its optional link. */
export function ContactAnswer({ question, back, onBack, onFollow }: ContactAnswerProps) {
  const { cta } = question
  const inner = (
    <>
      {cta?.label}
      <ChevronRightIcon size={16} />
    </>
  )
  return (
    <>
      <button type="button" className={styles.back} onClick={onBack}>
        <ChevronLeftIcon size={16} />
        {back}
      </button>
      <h3 className={styles.answerTitle} tabIndex={-1} data-answer-heading="">
        {question.title}
      </h3>
      <div className={styles.answer}>
        {question.text
          .split(/\n+/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
      {cta ? (
        cta.external ? (
          <a className={`${buttons.button} ${styles.cta}`} href={cta.href} rel="noopener noreferrer">
            {inner}
          </a>
        ) : (
          // An editor's path, already in its language (`/en/contacts/horeca/`): the site's routes, as written.
          <PageLink className={`${buttons.button} ${styles.cta}`} href={cta.href} onClick={onFollow}>
            {inner}
          </PageLink>
        )
      ) : null}
    </>
  )
}
