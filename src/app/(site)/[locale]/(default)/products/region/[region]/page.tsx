import { filteredRoute } from '@/features/catalogue/routes'

const route = filteredRoute('region')

export const generateMetadata = route.generateMetadata
export default route.Page
