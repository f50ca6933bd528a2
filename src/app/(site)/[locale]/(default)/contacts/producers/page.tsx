import { staticRoute } from '@/core/route-page'
import { AudienceCta } from '@/features/contacts/components/audience-cta'
import { cmsSeo } from '@/features/editorial'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts/producers',
  meta: 'contactsProducers',
  seo: cmsSeo('contacts-producers'),
  render: (locale) => (
    <StaticPageView locale={locale} cmsKey="contacts-producers" meta="contactsProducers">
      <AudienceCta locale={locale} audience="producers" />
    </StaticPageView>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
