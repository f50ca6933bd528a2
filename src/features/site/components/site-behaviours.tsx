import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { SiteBehavioursClient } from './site-behaviours.client'

/** The routing behaviours of every page, their status texts translated here. */
export async function SiteBehaviours({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Status' })
  return <SiteBehavioursClient labels={{ loading: t('loading'), offline: t('offline'), online: t('online') }} />
}
