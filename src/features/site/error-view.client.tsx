'use client'

import { createContext, type ReactNode, use, useEffect } from 'react'

import prose from '@/core/prose.module.css'

type RouteError = Error & { digest?: string; status?: number; statusCode?: number }

/** The error view's texts in the page's language, translated on the server (error-texts.tsx). */
export type ErrorTexts = {
  /** `{status}` stands for the status code. */
  title: string
  text: string
  retry: string
  backHome: string
  /** The home page of the page's language. */
  home: string
}

const Texts = createContext<ErrorTexts | null>(null)

/**
 * Hands the error boundaries below their texts. An error boundary (error.tsx) gets only the error from Next, and
 * formatting them in the browser would bring next-intl's runtime into every page's first load (decision 047).
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Texts value={texts}>{children}</Texts>
}

/** A route error shows its status code, 500 when it has none, and a way back. */
export function ErrorView({ error, reset }: { error: RouteError; reset: () => void }) {
  const texts = use(Texts)
  const status = error.status ?? error.statusCode ?? 500
  useEffect(() => {
    console.error(error)
  }, [error])
  if (!texts) throw error
  return (
    <section className={prose.page} role="alert">
      <p className={prose.eyebrow}>{status}</p>
      <h1 className={prose.title}>{texts.title.replace('{status}', String(status))}</h1>
      <p className={prose.lead}>{texts.text}</p>
      <ul className={prose.links}>
        <li>
          <button type="button" onClick={reset}>
            {texts.retry}
          </button>
        </li>
        <li>
          {/* A plain link: a full load of the home page is what one wants after a failure. */}
          <a href={texts.home}>{texts.backHome}</a>
        </li>
      </ul>
    </section>
  )
}
