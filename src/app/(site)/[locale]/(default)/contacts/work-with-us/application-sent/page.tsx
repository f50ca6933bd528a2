import { staticRoute } from '@/core/route-page'
import { ResultView } from '@/features/contacts/components/result-view'

const route = staticRoute({
  pathname: '/contacts/work-with-us/application-sent',
  meta: 'contactsApplicationSent',
  noindex: true,
  render: (locale) => <ResultView locale={locale} outcome="applicationSent" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
