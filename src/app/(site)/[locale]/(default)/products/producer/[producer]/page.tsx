import { filteredRoute } from '@/features/catalogue/routes'

const route = filteredRoute('producer')

export const generateMetadata = route.generateMetadata
export default route.Page
