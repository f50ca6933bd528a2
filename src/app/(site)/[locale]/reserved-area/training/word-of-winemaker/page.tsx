import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/reserved-area/training/word-of-winemaker',
  meta: 'reservedWordOfWinemaker',
  noindex: true,
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="reserved-area-training-word-of-winemaker" meta="reservedWordOfWinemaker" />
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
