import { staticRoute } from '@/core/route-page'
import { CheckInboxView } from '@/features/contacts/components/newsletter-views'

const route = staticRoute({
  pathname: '/newsletter/check-inbox',
  meta: 'newsletterCheckInbox',
  noindex: true,
  render: (locale) => <CheckInboxView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
