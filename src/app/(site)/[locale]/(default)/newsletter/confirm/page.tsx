import { queryRoute } from '@/core/route-page'
import { ConfirmView } from '@/features/contacts/components/newsletter-views'

const route = queryRoute({
  pathname: '/newsletter/confirm',
  meta: 'newsletterConfirm',
  noindex: true,
  render: (locale, query) => <ConfirmView locale={locale} token={query.token} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
