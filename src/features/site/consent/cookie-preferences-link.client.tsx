'use client'

import type { ReactNode } from 'react'

import { showCookiePreferences } from './cookie-consent.client'

/**
 * The footer's "Cookie preferences": opens the banner's preferences, where consent can be given, changed or
 * withdrawn at any time. Without JavaScript (no banner, technical cookies only) it leads to the cookie policy.
 */
export function CookiePreferencesLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void showCookiePreferences()
      }}
    >
      {children}
    </a>
  )
}
