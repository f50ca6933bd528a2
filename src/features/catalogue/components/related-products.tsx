import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/carousel.client'
import type { Locale } from '@/i18n/locales'

import { listRelatedProducts, type ProductDetail } from '../queries'
import { ProductCard } from './product-card'
import styles from './product-sheet.module.css'

/** The sheet's product carousel (spec §2): the same producer's products first, then the same type's. */
export async function RelatedProducts({ locale, product }: { locale: Locale; product: ProductDetail }) {
  const [cards, t] = await Promise.all([
    listRelatedProducts(locale, product.id, product.producerId, product.typeId),
    getTranslations({ locale, namespace: 'ProductSheet' }),
  ])
  if (!cards.length) return null
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.sectionTitle}>{t('related')}</h2>
      <Carousel
        label={t('relatedLabel')}
        labels={{
          previous: t('carousel.previous'),
          next: t('carousel.next'),
          pagination: t('carousel.pagination'),
          slide: t.raw('carousel.slide') as string,
          goTo: t.raw('carousel.goTo') as string,
        }}
      >
        {cards.map((card) => (
          <ProductCard key={card.code} card={card} headingLevel={3} />
        ))}
      </Carousel>
    </section>
  )
}
