import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import { ErrorTextsProvider } from './error-view.client'

/** The error boundaries' texts for every page below (error-view.client.tsx), translated here. */
export async function ErrorTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Error' })
  const texts = {
    // The status stays a placeholder: the boundary fills in the code of the error it shows.
    title: t('title', { status: '{status}' }),
    text: t('text'),
    retry: t('retry'),
    backHome: t('backHome'),
    home: localizePath('/', locale),
  }
  return <ErrorTextsProvider texts={texts}>{children}</ErrorTextsProvider>
}
