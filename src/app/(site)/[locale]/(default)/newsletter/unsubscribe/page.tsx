import { queryRoute } from '@/core/route-page'
import { UnsubscribeView } from '@/features/contacts/components/newsletter-views'
import { tokenAlternateQuery } from '@/lib/query-value'

const route = queryRoute({
  pathname: '/newsletter/unsubscribe',
  meta: 'newsletterUnsubscribe',
  noindex: true,
  alternateQuery: tokenAlternateQuery,
  render: (locale, query) => <UnsubscribeView locale={locale} token={query.token} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
