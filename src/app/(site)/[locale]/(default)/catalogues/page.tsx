import { CatalogueListView } from '@/features/catalogue/components/catalogue-views'
import { staticRoute } from '@/core/route-page'

const route = staticRoute({
  pathname: '/catalogues',
  meta: 'catalogues',
  render: (locale) => <CatalogueListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
