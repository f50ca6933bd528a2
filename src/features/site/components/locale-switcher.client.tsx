'use client'

import { usePathname } from 'next/navigation'

import { usePageAlternates } from '@/core/alternates.client'
import { type Locale, localeTags, otherLocale } from '@/i18n/locales'
import { localizePath, matchCurrentPath } from '@/i18n/route-table'

import styles from './locale-switcher.module.css'

type LocaleSwitcherProps = {
  /** The locale of the page being shown. */
  locale: Locale
  /** Accessible name, in the target language (LocaleSwitcher.switchTo). */
  label: string
  /** Visible short code of the target language ("EN" / "IT"). */
  short: string
  tone?: 'light' | 'dark'
}

/** The same page in the other language, from the route table unless the page published its own alternates. */
export function alternateHref(path: string, target: Locale): string {
  const match = matchCurrentPath(path)
  if (!match) return localizePath('/', target)
  try {
    return localizePath(match.pathname, target, match.params)
  } catch {
    return localizePath('/', target)
  }
}

export function LocaleSwitcher({ locale, label, short, tone = 'light' }: LocaleSwitcherProps) {
  const pathname = usePathname()
  const alternates = usePageAlternates()
  const target = otherLocale(locale)
  const href = alternates?.[target] ?? alternateHref(pathname ?? '/', target)

  // A full page load: the whole interface (messages, html lang) changes language.
  return (
    <a
      className={styles.switcher}
      data-tone={tone}
      href={href}
      hrefLang={localeTags[target]}
      lang={localeTags[target]}
      aria-label={label}
    >
      {short}
    </a>
  )
}
