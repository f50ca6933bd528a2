import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/reserved-area/the-wine/wine-list-tips',
  meta: 'reservedWineListTips',
  noindex: true,
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="reserved-area-the-wine-wine-list-tips" meta="reservedWineListTips" />
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
