import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/',
  meta: 'home',
  render: (locale) => <StaticPageView locale={locale} cmsKey="home" meta="home" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
