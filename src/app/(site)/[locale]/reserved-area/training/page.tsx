import { reservedListRoute } from '@/features/reserved/content/routes'

const route = reservedListRoute('/reserved-area/training')

export const generateMetadata = route.generateMetadata
export default route.Page
