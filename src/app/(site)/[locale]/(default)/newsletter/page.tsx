import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/newsletter',
  meta: 'newsletter',
  render: (locale) => <StaticPageView locale={locale} cmsKey="newsletter" meta="newsletter" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
