import { getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import { PageIntro } from '@/features/editorial/components/page-intro'
import type { Locale } from '@/i18n/locales'

import { listProducts, type ProductFilter } from '../queries'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'

export async function ProductListView({ locale, filter, page, title, lead, basePath }: {
  locale: Locale
  filter: ProductFilter
  page: number
  title: string
  lead?: string
  basePath: string
}) {
  const [result, t] = await Promise.all([
    listProducts(locale, filter, page),
    getTranslations({ locale, namespace: 'Listing' }),
  ])
  return (
    <section className={styles.page}>
      <PageIntro title={title} lead={lead} />
      <ProductGrid locale={locale} cards={result.cards} />
      <Pagination locale={locale} page={result.page} totalPages={result.totalPages} basePath={basePath} />
      <p className="visually-hidden">{t('products', { count: result.cards.length })}</p>
    </section>
  )
}
