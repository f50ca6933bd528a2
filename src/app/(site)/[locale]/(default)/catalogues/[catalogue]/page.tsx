import { catalogueRoute } from '@/features/catalogue/entity-routes'

const route = catalogueRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
