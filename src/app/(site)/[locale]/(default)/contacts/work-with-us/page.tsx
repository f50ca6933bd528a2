import { staticRoute } from '@/core/route-page'
import { AudienceCta } from '@/features/contacts/components/audience-cta'
import { cmsSeo } from '@/features/editorial'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts/work-with-us',
  meta: 'contactsWorkWithUs',
  seo: cmsSeo('contacts-work-with-us'),
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="contacts-work-with-us" meta="contactsWorkWithUs">
      <AudienceCta locale={locale} audience="work" />
    </StaticPageView>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
