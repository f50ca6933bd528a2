import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/cookie-policy', meta: 'cookiePolicy', cmsKey: 'cookie-policy' })

export const generateMetadata = route.generateMetadata
export default route.Page
