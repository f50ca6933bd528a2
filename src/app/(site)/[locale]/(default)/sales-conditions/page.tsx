import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/sales-conditions',
  meta: 'salesConditions',
  render: (locale) => <StaticPageView locale={locale} cmsKey="sales-conditions" meta="salesConditions" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
