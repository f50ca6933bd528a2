import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts/horeca',
  meta: 'contactsHoreca',
  render: (locale) => <StaticPageView locale={locale} cmsKey="contacts-horeca" meta="contactsHoreca" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
