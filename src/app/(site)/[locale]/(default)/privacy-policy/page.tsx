import { cmsPageRoute } from '@/features/editorial/routes'
import { AgeGateExempt } from '@/features/site/age-gate/age-gate'

const route = cmsPageRoute({
  pathname: '/privacy-policy',
  meta: 'privacyPolicy',
  cmsKey: 'privacy-policy',
  // Readable without answering the age gate (issue 13, item 1).
  children: () => <AgeGateExempt />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
