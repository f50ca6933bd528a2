import { staticRoute } from '@/core/route-page'
import { AudienceCta } from '@/features/contacts/components/audience-cta'
import { cmsSeo } from '@/features/editorial'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts/horeca',
  meta: 'contactsHoreca',
  seo: cmsSeo('contacts-horeca'),
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="contacts-horeca" meta="contactsHoreca">
      <AudienceCta locale={locale} audience="horeca" />
    </StaticPageView>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
