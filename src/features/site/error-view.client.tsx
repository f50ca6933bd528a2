'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { defaultLocale } from '@/i18n/locales'

import prose from '@/core/prose.module.css'

type RouteError = Error & { digest?: string; status?: number; statusCode?: number }

/** A route error shows its status code, 500 when it has none, and a way back. */
export function ErrorView({ error, reset }: { error: RouteError; reset: () => void }) {
  const t = useTranslations('Error')
  // A plain link, not next-intl's: the error boundary ships on every page, and its own copy of the
  // navigation helpers cost 6.5 KB there (a full load home after a failure is what one wants anyway).
  const locale = useLocale()
  const home = locale === defaultLocale ? '/' : `/${locale}/`
  const status = error.status ?? error.statusCode ?? 500
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className={prose.page} role="alert">
      <p className={prose.eyebrow}>{status}</p>
      <h1 className={prose.title}>{t('title', { status })}</h1>
      <p className={prose.lead}>{t('text')}</p>
      <ul className={prose.links}>
        <li>
          <button type="button" onClick={reset}>
            {t('retry')}
          </button>
        </li>
        <li>
          <a href={home}>{t('backHome')}</a>
        </li>
      </ul>
    </section>
  )
}
