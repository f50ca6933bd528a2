import { articleRoute } from '@/features/editorial/routes'

const route = articleRoute('press')

export const generateMetadata = route.generateMetadata
export default route.Page
