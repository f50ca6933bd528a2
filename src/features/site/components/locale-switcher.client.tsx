'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { type Locale, localeTags, otherLocale } from '@/i18n/locales'

import styles from './locale-switcher.module.css'

type LocaleSwitcherProps = {
  /** The locale of the page being shown. */
  locale: Locale
  /** Accessible name, in the target language (LocaleSwitcher.switchTo). */
  label: string
  /** Visible short code of the target language ("EN" / "IT"). */
  short: string
  /** The other language's home page: where a page without alternates leads. */
  home: string
  tone?: 'light' | 'dark'
}

/**
 * The server's href: from the route table, which the browser does not load (decision 047). Next replaces
 * `typeof window` when it builds, so the browser's build has no such branch and no route table.
 */
const serverPath =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's branch only (see above)
      (require('@/i18n/alternate-path') as typeof import('@/i18n/alternate-path')).alternatePath
    : null

const SWITCHER = 'a[data-locale-switcher]'

/** The page's alternate in `target`, as its head names it (`<link rel="alternate" hreflang>`), as a path. */
function headAlternate(target: Locale): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${target}"]`)
  if (!link?.href) return null
  const url = new URL(link.href)
  return url.pathname + url.search
}

/** The head changes with each page (Next writes each page's metadata there): read it again then. */
function subscribeToHead(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] })
  return () => observer.disconnect()
}

/**
 * The same page in the other language: on the server, from the route table; in the browser, the alternate the page
 * names in its head, exact where slugs differ per language (a product's), kept up to date as pages change. While the
 * page hydrates it keeps the server's href. A full page load: the whole interface (messages, html lang) changes.
 */
export function LocaleSwitcher({ locale, label, short, home, tone = 'light' }: LocaleSwitcherProps) {
  const pathname = usePathname() ?? '/'
  // The internal route below the locale's layout (`(default)`, `page-not-found`): the same for every path it serves.
  const segments = useSelectedLayoutSegments()
  const target = otherLocale(locale)
  const href = useSyncExternalStore(
    subscribeToHead,
    () => headAlternate(target) ?? home,
    () =>
      serverPath
        ? serverPath(pathname, target, segments)
        : (document.querySelector<HTMLAnchorElement>(SWITCHER)?.getAttribute('href') ?? home),
  )

  return (
    <a
      className={styles.switcher}
      data-tone={tone}
      data-locale-switcher=""
      href={href}
      hrefLang={localeTags[target]}
      lang={localeTags[target]}
      aria-label={label}
    >
      {short}
    </a>
  )
}
