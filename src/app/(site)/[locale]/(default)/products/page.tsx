import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProductListView } from '@/features/catalogue/components/product-list-view'
import { parsePage } from '@/features/catalogue/routes'
import { staticRoute } from '@/features/site/route-page'
import { hrefsFor } from '@/features/site/seo'
import { asLocale } from '@/i18n/locales'

const route = staticRoute({ pathname: '/products', meta: 'products', render: () => null })

export const generateMetadata = route.generateMetadata

export default async function ProductsPage({ params, searchParams }: PageProps<'/[locale]/products'>) {
  const locale = asLocale((await params).locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return (
    <ProductListView locale={locale} filter={{}} page={parsePage((await searchParams).page)}
      title={t('products.title')} lead={t('products.description')} basePath={hrefsFor('/products')[locale]} />
  )
}
