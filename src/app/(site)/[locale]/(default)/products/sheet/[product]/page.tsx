import { productRoute } from '@/features/catalogue/entity-routes'

const route = productRoute('sheet')

export const generateMetadata = route.generateMetadata
export default route.Page
