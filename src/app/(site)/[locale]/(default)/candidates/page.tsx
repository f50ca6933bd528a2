import { staticRoute } from '@/core/route-page'
import { JobApplication } from '@/features/contacts/components/job-application'
import { cmsSeo } from '@/features/editorial'
import { OnlyItalianView } from '@/features/editorial/components/only-italian-view'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/candidates',
  meta: 'candidates',
  seo: cmsSeo('candidates'),
  render: (locale) =>
    locale === 'it' ? (
      <StaticPageView locale={locale} cmsKey="candidates" meta="candidates">
        <JobApplication locale={locale} />
      </StaticPageView>
    ) : (
      <OnlyItalianView locale={locale} />
    ),
})

/**
 * Rendered for each visit, as the contacts' page is: the form's fill-time token is the time this visitor was shown
 * the form. Kept in the cache, the page handed every visitor the one token of its render, older than the minimum
 * fill time, and a script posting at once passed (the sixth check from outside).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = route.generateMetadata
export default route.Page
