import { queryRoute } from '@/core/route-page'
import { AgentsView } from '@/features/contacts/components/agents-view'
import { provinceAlternateQuery, wizardParams } from '@/features/contacts/requests'
import { cmsSeo } from '@/features/editorial'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = queryRoute({
  pathname: '/contacts/agents',
  meta: 'contactsAgents',
  seo: cmsSeo('contacts-agents'),
  alternateQuery: provinceAlternateQuery,
  render: (locale, query) => {
    const province = query[wizardParams.province[locale]]
    return (
      <StaticPageView locale={locale} cmsKey="contacts-agents" meta="contactsAgents">
        <AgentsView locale={locale} query={typeof province === 'string' ? province : undefined} />
      </StaticPageView>
    )
  },
})

export const generateMetadata = route.generateMetadata
export default route.Page
