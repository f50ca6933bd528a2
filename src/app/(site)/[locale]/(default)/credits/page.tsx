import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/credits',
  meta: 'credits',
  render: (locale) => <StaticPageView locale={locale} cmsKey="credits" meta="credits" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
