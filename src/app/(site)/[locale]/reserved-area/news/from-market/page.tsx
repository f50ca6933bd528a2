import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/reserved-area/news/from-market',
  meta: 'reservedNewsMarket',
  noindex: true,
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="reserved-area-news-from-market" meta="reservedNewsMarket" />
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
