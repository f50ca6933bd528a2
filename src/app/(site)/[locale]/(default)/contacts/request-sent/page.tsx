import { staticRoute } from '@/core/route-page'
import { ResultView } from '@/features/contacts/components/result-view'

const route = staticRoute({
  pathname: '/contacts/request-sent',
  meta: 'contactsRequestSent',
  noindex: true,
  render: (locale) => <ResultView locale={locale} outcome="requestSent" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
