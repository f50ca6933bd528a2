import { filteredRoute } from '@/features/catalogue/routes'

const route = filteredRoute('type')

export const generateMetadata = route.generateMetadata
export default route.Page
