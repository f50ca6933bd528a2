import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts/work-with-us',
  meta: 'contactsWorkWithUs',
  render: (locale) => <StaticPageView locale={locale} cmsKey="contacts-work-with-us" meta="contactsWorkWithUs" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
