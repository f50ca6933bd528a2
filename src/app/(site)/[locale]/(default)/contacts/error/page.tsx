import { queryRoute } from '@/core/route-page'
import { requestParam, ResultView } from '@/features/contacts/components/result-view'

const route = queryRoute({
  pathname: '/contacts/error',
  meta: 'contactsError',
  noindex: true,
  render: (locale, query) => {
    const request = query[requestParam(locale)]
    return (
      <ResultView locale={locale} outcome="requestError" request={typeof request === 'string' ? request : undefined} />
    )
  },
})

export const generateMetadata = route.generateMetadata
export default route.Page
