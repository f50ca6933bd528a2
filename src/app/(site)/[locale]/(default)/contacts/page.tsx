import { queryRoute } from '@/core/route-page'
import { ContactWizard } from '@/features/contacts/components/contact-wizard'
import { wizardAlternateQuery } from '@/features/contacts/requests'
import { cmsSeo } from '@/features/editorial'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = queryRoute({
  pathname: '/contacts',
  meta: 'contacts',
  seo: cmsSeo('contacts'),
  alternateQuery: wizardAlternateQuery,
  render: (locale, query) => (
    <StaticPageView locale={locale} cmsKey="contacts" meta="contacts">
      <ContactWizard locale={locale} query={query} />
    </StaticPageView>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
