import { staticRoute } from '@/core/route-page'
import { CatalogueListView } from '@/features/catalogue/components/catalogue-views'

const route = staticRoute({
  pathname: '/catalogues',
  meta: 'catalogues',
  render: (locale) => <CatalogueListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
