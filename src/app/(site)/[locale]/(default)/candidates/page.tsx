import { staticRoute } from '@/core/route-page'
import { JobApplication } from '@/features/contacts/components/job-application'
import { OnlyItalianView } from '@/features/editorial/components/only-italian-view'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/candidates',
  meta: 'candidates',
  render: (locale) =>
    locale === 'it' ? (
      <StaticPageView locale={locale} cmsKey="candidates" meta="candidates">
        <JobApplication locale={locale} />
      </StaticPageView>
    ) : (
      <OnlyItalianView locale={locale} />
    ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
