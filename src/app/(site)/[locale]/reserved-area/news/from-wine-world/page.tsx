import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/reserved-area/news/from-wine-world',
  meta: 'reservedNewsWorld',
  noindex: true,
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="reserved-area-news-from-wine-world" meta="reservedNewsWorld" />
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
