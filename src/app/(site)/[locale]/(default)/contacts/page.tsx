import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts',
  meta: 'contacts',
  render: (locale) => <StaticPageView locale={locale} cmsKey="contacts" meta="contacts" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
