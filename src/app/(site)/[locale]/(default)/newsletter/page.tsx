import { NewsletterSignup } from '@/features/contacts/components/newsletter-signup'
import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({
  pathname: '/newsletter',
  meta: 'newsletter',
  cmsKey: 'newsletter',
  children: (locale) => <NewsletterSignup locale={locale} source="page" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
