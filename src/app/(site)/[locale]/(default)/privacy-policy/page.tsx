import { StaticPageView } from '@/features/editorial/components/static-page-view'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/privacy-policy',
  meta: 'privacyPolicy',
  render: (locale) => <StaticPageView locale={locale} cmsKey="privacy-policy" meta="privacyPolicy" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
