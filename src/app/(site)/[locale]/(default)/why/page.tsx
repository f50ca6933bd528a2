import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/why', meta: 'why', cmsKey: 'why' })

export const generateMetadata = route.generateMetadata
export default route.Page
