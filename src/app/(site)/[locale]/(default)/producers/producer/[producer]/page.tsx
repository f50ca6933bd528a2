import { producerRoute } from '@/features/catalogue/entity-routes'

const route = producerRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
