import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ServerErrorView } from '@/features/site/server-error-view'
import { asLocale } from '@/i18n/locales'
import { companyName } from '@/lib/company'

type Props = { params: Promise<{ locale: string }> }

/**
 * No public path: the body scripts/serve.mjs puts in place of Next's empty shell when rendering a page failed
 * (status 500), asked through the proxy with the server's token.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Error' })
  return { title: `${t('title', { status: 500 })} | ${companyName}`, robots: { index: false, follow: false } }
}

export default async function ServerError({ params }: Props) {
  const locale = asLocale((await params).locale)
  setRequestLocale(locale)
  return <ServerErrorView locale={locale} />
}
