import { queryRoute } from '@/core/route-page'
import { UnsubscribeView } from '@/features/contacts/components/newsletter-views'

const route = queryRoute({
  pathname: '/newsletter/unsubscribe',
  meta: 'newsletterUnsubscribe',
  noindex: true,
  render: (locale, query) => <UnsubscribeView locale={locale} token={query.token} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
