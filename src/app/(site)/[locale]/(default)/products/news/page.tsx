import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProductListView } from '@/features/catalogue/components/product-list-view'
import { parsePage } from '@/features/catalogue/routes'
import { staticRoute } from '@/features/site/route-page'
import { hrefsFor } from '@/features/site/seo'
import { asLocale } from '@/i18n/locales'

const route = staticRoute({ pathname: '/products/news', meta: 'productsNews', render: () => null })

export const generateMetadata = route.generateMetadata

export default async function NoveltiesPage({ params, searchParams }: PageProps<'/[locale]/products/news'>) {
  const locale = asLocale((await params).locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return (
    <ProductListView locale={locale} filter={{ novelty: true }} page={parsePage((await searchParams).page)}
      title={t('productsNews.title')} lead={t('productsNews.description')} basePath={hrefsFor('/products/news')[locale]} />
  )
}
