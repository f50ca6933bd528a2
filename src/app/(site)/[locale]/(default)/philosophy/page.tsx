import { cmsPageRoute } from '@/features/editorial/routes'

const route = cmsPageRoute({ pathname: '/philosophy', meta: 'philosophy', cmsKey: 'philosophy' })

export const generateMetadata = route.generateMetadata
export default route.Page
