import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/philosophy',
  meta: 'philosophy',
  render: (locale) => <StaticPageView locale={locale} cmsKey="philosophy" meta="philosophy" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
