import { getMessages, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import { SiteSearchClient } from './site-search.client'

/**
 * The header's search, its texts translated here: the part on every page formats nothing in the browser. The results'
 * texts go to the part loaded on demand, which formats them with next-intl (decision 047).
 */
export async function SiteSearch({ locale }: { locale: Locale }) {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'Search' }), getMessages({ locale })])
  return (
    <SiteSearchClient
      labels={{ label: t('label'), placeholder: t('placeholder'), toggle: t('toggle') }}
      locale={locale}
      searchPath={localizePath('/search', locale)}
      messages={{ Search: messages.Search }}
    />
  )
}
