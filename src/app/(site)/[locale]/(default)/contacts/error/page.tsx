import { staticRoute } from '@/core/route-page'
import { ResultView } from '@/features/editorial/components/result-view'

const route = staticRoute({
  pathname: '/contacts/error',
  meta: 'contactsError',
  noindex: true,
  render: (locale) => <ResultView locale={locale} outcome="requestError" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
