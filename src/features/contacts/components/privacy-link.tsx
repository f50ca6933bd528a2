import type { ReactNode } from 'react'

import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'

/** The link to the privacy notice inside a consent text (`<link>…</link>`), in a new tab: the form stays as typed. */
export function PrivacyLink({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Link locale={locale} href="/privacy-policy" target="_blank">
      {children}
    </Link>
  )
}
