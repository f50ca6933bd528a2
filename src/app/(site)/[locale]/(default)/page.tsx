import { cmsPageRoute } from '@/features/editorial/routes'
import { SiteStructuredData } from '@/features/site/components/site-structured-data'

const route = cmsPageRoute({
  pathname: '/',
  meta: 'home',
  cmsKey: 'home',
  children: (locale) => <SiteStructuredData locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
