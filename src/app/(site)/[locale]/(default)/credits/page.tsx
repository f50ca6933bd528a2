import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/credits', meta: 'credits', cmsKey: 'credits' })

export const generateMetadata = route.generateMetadata
export default route.Page
