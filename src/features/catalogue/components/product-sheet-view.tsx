import { getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import { PageIntro } from '@/features/editorial/components/page-intro'
import { PageAlternates } from '@/features/site/alternates.client'
import type { LocalizedHrefs } from '@/features/site/seo'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { ProductDetail } from '../queries'

/** The product sheet (its full field list, pictures and carousel come with the catalogue issue). */
export async function ProductSheetView({ locale, product, hrefs }: {
  locale: Locale
  product: ProductDetail
  hrefs: LocalizedHrefs
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' })
  return (
    <article className={styles.page}>
      <PageAlternates it={hrefs.it} en={hrefs.en} />
      <PageIntro eyebrow={product.producer} title={product.title} lead={product.description} />
      <ul className={styles.links}>
        {product.producerSlug ? (
          <li>
            <Link href={{ pathname: '/producers/producer/[producer]', params: { producer: product.producerSlug } }}>
              {t('producer')}: {product.producer}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href={{ pathname: '/products/sheet/[product]/pdf', params: { product: product.slug } }}>
            {t('downloadPdf')}
          </Link>
        </li>
      </ul>
    </article>
  )
}
