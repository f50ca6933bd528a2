import type { ReactNode } from 'react'

import { Link } from '@/i18n/link'

/** The link to the privacy notice inside a consent text (`<link>…</link>`), in a new tab: the form stays as typed. */
export function PrivacyLink({ children }: { children: ReactNode }) {
  return (
    <Link href="/privacy-policy" target="_blank">
      {children}
    </Link>
  )
}
