import { projectRoute } from '@/features/catalogue/entity-routes'

const route = projectRoute(true)

export const generateMetadata = route.generateMetadata
export default route.Page
