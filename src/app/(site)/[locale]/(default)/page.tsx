import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/', meta: 'home', cmsKey: 'home' })

export const generateMetadata = route.generateMetadata
export default route.Page
