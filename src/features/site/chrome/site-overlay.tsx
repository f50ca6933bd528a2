import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { getSiteOverlay } from '../queries'
import { SiteOverlayTimer } from './site-overlay.client'

/**
 * The site overlay (spec §3 "Site overlay", §4; issue 13, item 3): the modal an editor writes per language, which
 * appears after `delay` seconds on the page visit whose count equals `pagesBeforeShow`, once per browser session.
 * Nothing of it is in the page until it opens; nothing at all when it is switched off.
 */
export async function SiteOverlay({ locale }: { locale: Locale }) {
  const overlay = await getSiteOverlay(locale)
  if (!overlay) return null
  const t = await getTranslations({ locale, namespace: 'SiteOverlay' })
  return <SiteOverlayTimer content={overlay} closeLabel={t('close')} />
}
