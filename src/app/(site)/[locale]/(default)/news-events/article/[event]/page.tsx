import { articleRoute } from '@/features/editorial/routes'

const route = articleRoute('news')

export const generateMetadata = route.generateMetadata
export default route.Page
