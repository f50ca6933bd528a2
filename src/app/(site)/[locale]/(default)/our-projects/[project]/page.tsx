import { projectRoute } from '@/features/catalogue/entity-routes'

const route = projectRoute(false)

export const generateMetadata = route.generateMetadata
export default route.Page
