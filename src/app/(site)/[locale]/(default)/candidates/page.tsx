import { staticRoute } from '@/core/route-page'
import { OnlyItalianView } from '@/features/editorial/components/only-italian-view'
import { StaticPageView } from '@/features/editorial/components/static-page-view'

const route = staticRoute({
  pathname: '/candidates',
  meta: 'candidates',
  render: (locale) =>
    locale === 'it' ? (
      <StaticPageView locale={locale} cmsKey="candidates" meta="candidates" />
    ) : (
      <OnlyItalianView locale={locale} />
    ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
