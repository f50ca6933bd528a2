import { staticRoute } from '@/core/route-page'
import { ResultView } from '@/features/contacts/components/result-view'

const route = staticRoute({
  pathname: '/contacts/work-with-us/error',
  meta: 'contactsApplicationError',
  noindex: true,
  render: (locale) => <ResultView locale={locale} outcome="applicationError" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
