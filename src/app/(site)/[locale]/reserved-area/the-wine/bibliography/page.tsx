import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/reserved-area/the-wine/bibliography',
  meta: 'reservedBibliography',
  noindex: true,
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="reserved-area-the-wine-bibliography" meta="reservedBibliography" />
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
