import { landingRoute } from '@/features/editorial/routes'

const route = landingRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
