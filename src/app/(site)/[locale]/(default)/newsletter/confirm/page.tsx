import { queryRoute } from '@/core/route-page'
import { ConfirmView } from '@/features/contacts/components/newsletter-views'
import { tokenAlternateQuery } from '@/lib/query-value'

const route = queryRoute({
  pathname: '/newsletter/confirm',
  meta: 'newsletterConfirm',
  noindex: true,
  alternateQuery: tokenAlternateQuery,
  render: (locale, query) => <ConfirmView locale={locale} token={query.token} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
