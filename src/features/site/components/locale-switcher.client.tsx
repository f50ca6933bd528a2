'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { defaultLocale, type Locale, localeTags, otherLocale, splitLocale } from '@/i18n/locales'
import { sharedPages } from '@/i18n/shared-pages'

import styles from './locale-switcher.module.css'

type LocaleSwitcherProps = {
  /** The locale of the page being shown. */
  locale: Locale
  /** Accessible name after `short`, in the target language (LocaleSwitcher.switchTo). */
  label: string
  /** Visible short code of the target language ("EN" / "IT"). */
  short: string
  /** The other language's home page: where the 404 and 500 pages lead. */
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

/**
 * The address shown, under `target`'s prefix and in this language's words: one permanent redirect from the page in
 * `target`'s words (decision 093). What the link names while a client navigation has not yet written the new page's
 * alternates into the head; it named `target`'s home page then, and a visitor quick to switch language after
 * following a link lost the page (the eighteenth check from outside).
 */
function underPrefix(target: Locale): string {
  const { rest } = splitLocale(window.location.pathname)
  return `${target === defaultLocale ? '' : `/${target}`}${rest}${window.location.search}`
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
    () => headAlternate(target) ?? (segments.some((segment) => sharedPages.has(segment)) ? home : underPrefix(target)),
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
      // The name begins with what the link shows (WCAG 2.5.3, label in name): "click EN" finds it by voice.
      aria-label={`${short} – ${label}`}
    >
      {short}
    </a>
  )
}
