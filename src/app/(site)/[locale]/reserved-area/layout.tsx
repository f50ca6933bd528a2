import type { Metadata } from 'next'

import { PreviewBanner } from '@/features/editorial'
import { requireReservedReader } from '@/features/reserved/session'
import { ReservedHeader } from '@/features/site/components/reserved-header'
import { asLocale } from '@/i18n/locales'

// The reserved area is never indexed (robots.txt keeps it out too), and never cached: every page is rendered for
// the request (Cache-Control: private, no-store), behind the login guard (src/proxy.ts) and its own session check; an editor
// previewing drafts reads it too (src/features/reserved/session.ts).
export const metadata: Metadata = { robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

export default async function ReservedLayout({ children, params }: LayoutProps<'/[locale]/reserved-area'>) {
  const locale = asLocale((await params).locale)
  await requireReservedReader(locale)
  return (
    <>
      <ReservedHeader locale={locale} />
      {/* An editor previewing drafts (decision 011); after the header, whose skip link stays first. */}
      <PreviewBanner locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
