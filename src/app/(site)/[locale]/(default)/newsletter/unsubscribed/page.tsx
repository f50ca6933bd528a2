import { staticRoute } from '@/core/route-page'
import { UnsubscribedView } from '@/features/contacts/components/newsletter-views'

const route = staticRoute({
  pathname: '/newsletter/unsubscribed',
  meta: 'newsletterUnsubscribed',
  noindex: true,
  render: (locale) => <UnsubscribedView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
