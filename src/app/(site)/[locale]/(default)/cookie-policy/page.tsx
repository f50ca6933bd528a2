import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/cookie-policy',
  meta: 'cookiePolicy',
  render: (locale) => <StaticPageView locale={locale} cmsKey="cookie-policy" meta="cookiePolicy" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
