import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/newsletter', meta: 'newsletter', cmsKey: 'newsletter' })

export const generateMetadata = route.generateMetadata
export default route.Page
