import { cmsPageRoute } from '@/features/editorial/routes'
import { AgeGateExempt } from '@/features/site/age-gate/age-gate'
import { CookieTable } from '@/features/site/consent/cookie-table'

const route = cmsPageRoute({
  pathname: '/cookie-policy',
  meta: 'cookiePolicy',
  cmsKey: 'cookie-policy',
  // Readable without answering the age gate (issue 13, item 1); the table lists every cookie (item 2).
  children: (locale) => (
    <>
      <AgeGateExempt />
      <CookieTable locale={locale} />
    </>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
