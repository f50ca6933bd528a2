import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { ProductCardLabels } from './product-card'

/**
 * The texts of a product card and of the stamps, translated here and handed in: the cards are plain components, which
 * may sit inside a part the browser loads later (the carousel), whose server HTML must be complete at once (decision
 * 047: a component that waits for its translations is sent after the page).
 */
export async function productCardLabels(locale: Locale): Promise<ProductCardLabels> {
  const t = await getTranslations({ locale, namespace: 'ProductCard' })
  return {
    noImage: t('noImage'),
    stamps: {
      list: t('stamps'),
      organic: t('organic'),
      bioVegan: t('bioVegan'),
      projects: {
        tradizione: t('projects.tradizione'),
        sostenibilita: t('projects.sostenibilita'),
        mixology: t('projects.mixology'),
        wineLegacy: t('projects.wineLegacy'),
      },
    },
  }
}
