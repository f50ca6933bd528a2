import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/privacy-policy', meta: 'privacyPolicy', cmsKey: 'privacy-policy' })

export const generateMetadata = route.generateMetadata
export default route.Page
