import type { ReactNode } from 'react'

import styles from './content.module.css'

/** The heading block every content page starts with. */
export function PageIntro({ eyebrow, title, lead, children }: {
  eyebrow?: string
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <header>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  )
}
