import type { ReactNode } from 'react'

import prose from './prose.module.css'

/** The heading block every content page starts with. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  lang,
  leadLang = lang,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  /** The language of the title and lead when it is not the page's (BCP 47, `it-IT`). */
  lang?: string
  /** The lead's, where it differs from the title's (a page's description standing in for its missing intro). */
  leadLang?: string
  children?: ReactNode
}) {
  return (
    <header>
      {eyebrow ? <p className={prose.eyebrow}>{eyebrow}</p> : null}
      <h1 className={prose.title} lang={lang}>
        {title}
      </h1>
      {lead ? (
        <p className={prose.lead} lang={leadLang}>
          {lead}
        </p>
      ) : null}
      {children}
    </header>
  )
}
