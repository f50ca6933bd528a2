import { articleRoute } from '@/features/editorial/routes'

const route = articleRoute('blog')

export const generateMetadata = route.generateMetadata
export default route.Page
