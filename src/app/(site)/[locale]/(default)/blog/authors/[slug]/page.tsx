import { authorRoute } from '@/features/editorial/routes'

const route = authorRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
