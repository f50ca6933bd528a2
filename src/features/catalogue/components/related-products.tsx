import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { listRelatedCards, type ProductDetail } from '../queries'
import { ProductCarousel } from './product-carousel'

/** The sheet's product carousel: the same producer's products first, then the same type's. */
export async function RelatedProducts({ locale, product }: { locale: Locale; product: ProductDetail }) {
  const [cards, t] = await Promise.all([
    listRelatedCards(locale, product.code, product.producerId, product.typeId),
    getTranslations({ locale, namespace: 'ProductSheet' }),
  ])
  return <ProductCarousel locale={locale} id="related" title={t('related')} label={t('relatedLabel')} cards={cards} />
}
