import type { Metadata } from 'next'

import { ReservedHeader } from '@/features/site/components/reserved-header'
import { asLocale } from '@/i18n/locales'

// The reserved area is never indexed (robots.txt keeps it out too).
export const metadata: Metadata = { robots: { index: false, follow: false } }

// Rendered for each request and never cached: every page is behind the login guard (issue 14).
export const dynamic = 'force-dynamic'

export default async function ReservedLayout({ children, params }: LayoutProps<'/[locale]/reserved-area'>) {
  const locale = asLocale((await params).locale)
  return (
    <>
      <ReservedHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
