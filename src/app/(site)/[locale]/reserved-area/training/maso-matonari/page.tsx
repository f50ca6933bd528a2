import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/reserved-area/training/maso-matonari',
  meta: 'reservedMasoMatonari',
  noindex: true,
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="reserved-area-training-maso-matonari" meta="reservedMasoMatonari" />
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
