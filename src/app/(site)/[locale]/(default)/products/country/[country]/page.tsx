import { filteredRoute } from '@/features/catalogue/routes'

const route = filteredRoute('country')

export const generateMetadata = route.generateMetadata
export default route.Page
