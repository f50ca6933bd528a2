import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/why',
  meta: 'why',
  render: (locale) => <StaticPageView locale={locale} cmsKey="why" meta="why" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
