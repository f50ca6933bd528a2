import { filteredRoute } from '@/features/catalogue/routes'

const route = filteredRoute('color')

export const generateMetadata = route.generateMetadata
export default route.Page
