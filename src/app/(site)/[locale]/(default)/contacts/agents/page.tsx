import { staticRoute } from '@/core/route-page'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/contacts/agents',
  meta: 'contactsAgents',
  render: (locale) => <StaticPageView locale={locale} cmsKey="contacts-agents" meta="contactsAgents" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
