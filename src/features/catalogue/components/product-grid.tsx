import { getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { ProductCard } from '../queries'

/** Product cards in a grid (the full card with image and stamps comes with the catalogue issue). */
export async function ProductGrid({ locale, cards }: { locale: Locale; cards: ProductCard[] }) {
  const t = await getTranslations({ locale, namespace: 'Listing' })
  if (!cards.length) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.code}>
          <Link className={styles.card} href={{ pathname: '/products/sheet/[product]', params: { product: card.slug } }}>
            <h2 className={styles.cardTitle}>{card.title}</h2>
            <p className={styles.meta}>{card.producer}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}
