import { SalesConditionsDownload } from '@/features/editorial/components/static-page-view'
import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({
  pathname: '/sales-conditions',
  meta: 'salesConditions',
  cmsKey: 'sales-conditions',
  children: (locale) => <SalesConditionsDownload locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
