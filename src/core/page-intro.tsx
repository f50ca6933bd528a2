import type { ReactNode } from 'react'

import prose from './prose.module.css'

/** The heading block every content page starts with. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <header>
      {eyebrow ? <p className={prose.eyebrow}>{eyebrow}</p> : null}
      <h1 className={prose.title}>{title}</h1>
      {lead ? <p className={prose.lead}>{lead}</p> : null}
      {children}
    </header>
  )
}
