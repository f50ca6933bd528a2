import { NewsletterSignup } from '@/features/contacts/components/newsletter-signup'
import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({
  pathname: '/newsletter',
  meta: 'newsletter',
  cmsKey: 'newsletter',
  children: (locale) => <NewsletterSignup locale={locale} source="page" />,
})

/**
 * Rendered for each visit, as the contacts' page is: the form's fill-time token is the time this visitor was shown
 * the form. Kept in the cache, the page handed every visitor the one token of its render, older than the minimum
 * fill time, and a script posting at once passed (the sixth check from outside).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = route.generateMetadata
export default route.Page
