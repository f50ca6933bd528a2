import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { SiteSearchClient } from './site-search.client'

/** The header's search, its texts translated here: the part on every page formats nothing in the browser. */
export async function SiteSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return <SiteSearchClient labels={{ label: t('label'), placeholder: t('placeholder'), toggle: t('toggle') }} />
}
