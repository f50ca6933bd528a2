import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { ProductCardData } from '../types'
import { productCardLabels } from './card-labels'
import { OfflineSheets } from './offline-sheets.client'
import { ProductCard } from './product-card'

import styles from './product-grid.module.css'

/**
 * Product cards in a grid: 4 columns from 750 px, 2 below. The first `eagerCount` cards (the
 * first row on a wide screen) load their pictures at once; the others lazily. Their sheets are kept for offline
 * reading once the page runs (OfflineSheets).
 */
export async function ProductGrid({
  locale,
  cards,
  eagerCount = 4,
  headingLevel = 2,
  filtered = false,
}: {
  locale: Locale
  cards: ProductCardData[]
  eagerCount?: number
  headingLevel?: 2 | 3
  /** The cards are a filtered listing's: none says the filters match nothing, not that there is nothing yet. */
  filtered?: boolean
}) {
  if (!cards.length) {
    const t = await getTranslations({ locale, namespace: 'Listing' })
    return <p className={styles.empty}>{t(filtered ? 'emptyFiltered' : 'empty')}</p>
  }
  const labels = await productCardLabels(locale)
  return (
    <>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.code} className={styles.item}>
            <ProductCard
              card={card}
              locale={locale}
              labels={labels}
              eager={index < eagerCount}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      <OfflineSheets />
    </>
  )
}
