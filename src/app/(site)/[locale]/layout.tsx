import '@/styles/global.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { siteUrl } from '@/core/metadata'
import { AgeGate } from '@/features/site/age-gate/age-gate'
import { SiteBehaviours } from '@/features/site/components/site-behaviours'
import { SiteConsent } from '@/features/site/consent/site-consent'
import { ErrorTexts } from '@/features/site/error-texts'
import { isLocale, locales, localeTags } from '@/i18n/locales'
import { displayFont, textFont } from '@/styles/fonts'

// No `dynamicParams = false` here: it would win over the pages below that render on first request and are
// cached (listings, product sheets), answering every one of them with a 404. An unknown locale never gets
// here (src/proxy.ts) and is a 404 below anyway.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export const metadata: Metadata = { metadataBase: new URL(siteUrl()) }

export const viewport: Viewport = { themeColor: '#5b1a2b', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  // No NextIntlClientProvider: the browser formats no message (decision 047). Client components get their texts
  // translated, as props; the error boundaries below theirs from ErrorTexts.
  return (
    <html lang={localeTags[locale]} className={`${textFont.variable} ${displayFont.variable}`}>
      <body>
        {/* The age gate's rules for this visitor, before the first paint (decision 021): made per request, so
            not a stylesheet of the build. */}
        {/* eslint-disable-next-line @next/next/no-css-tags */}
        <link rel="stylesheet" href="/api/age-gate/style/" precedence="high" />
        <ErrorTexts locale={locale}>
          {children}
          <SiteBehaviours locale={locale} />
          <SiteConsent locale={locale} />
        </ErrorTexts>
        <AgeGate locale={locale} />
      </body>
    </html>
  )
}
